import { describe, expect, it } from 'vitest';
import { migrationTestBed } from './migration-test-kit.ts';

describe('migration 0023: the artists a venue named who are Cuepoint DJs become its favorite DJs', () => {
  const bed = migrationTestBed('0023_venue_artists_who_are_djs_to_favorites');
  const { client, user } = bed;

  it('links each DJ once whatever the case, keeps earlier favorites and leaves other names and accounts alone', async () => {
    await bed.before();
    const venue = await user('club@example.com', 'venue');
    const kept = await user('kept@example.com', 'venue');
    const fan = await user('fan@example.com', 'enthusiast');
    const nova = await user('nova@example.com', 'dj');
    const kofi = await user('kofi@example.com', 'dj');
    await client.query(
      `insert into dj_profiles (user_id, stage_name, slug) values ($1, 'Nova Reyes', 'nova-reyes'), ($2, 'Kofi Mensah', 'kofi-mensah')`,
      [nova, kofi],
    );
    await client.query(
      `insert into venue_profiles (user_id, venue_name, preferred_artists) values ($1, 'Club', $2), ($3, 'Kept', $4)`,
      [venue, ['nova reyes', 'Peggy Gou', ' Nova Reyes ', 'Kofi Mensah'], kept, ['Kofi Mensah']],
    );
    await client.query(`insert into favorite_djs (user_id, dj_name) values ($1, 'kofi mensah')`, [kept]);
    await client.query(`insert into enthusiast_profiles (user_id) values ($1)`, [fan]);

    await bed.after();

    const favorites = await client.query<{ user_id: number; dj_name: string; dj_user_id: number | null }>(
      `select user_id, dj_name, dj_user_id from favorite_djs order by user_id, dj_name`,
    );
    expect(favorites.rows).toEqual([
      { user_id: venue, dj_name: 'Kofi Mensah', dj_user_id: kofi },
      { user_id: venue, dj_name: 'Nova Reyes', dj_user_id: nova },
      { user_id: kept, dj_name: 'kofi mensah', dj_user_id: null },
    ]);
    const profile = await client.query<{ preferred_artists: string[] }>(
      `select preferred_artists from venue_profiles where user_id = $1`,
      [venue],
    );
    expect(profile.rows[0]!.preferred_artists).toHaveLength(4);
  });
});
