import { describe, expect, it } from 'vitest';
import { migrationTestBed } from './migration-test-kit.ts';

const MIGRATION = '0019_enthusiast_artists_to_favorites';

describe('migration 0019: an enthusiast’s sign-up artists become favorite artists', () => {
  const bed = migrationTestBed(MIGRATION);
  const { client, user } = bed;

  it('moves them once per artist whatever the case, keeps earlier favorites and empties the profile’s copy', async () => {
    await bed.before();
    const fan = await user('fan@example.com', 'enthusiast');
    const quiet = await user('quiet@example.com', 'enthusiast');
    const dj = await user('dj@example.com', 'dj');
    await client.query(
      `insert into enthusiast_profiles (user_id, preferred_artists) values ($1, $2), ($3, '{}')`,
      [fan, ['Peggy Gou', 'nova reyes', ' ', 'Nova Reyes'], quiet],
    );
    await client.query(`insert into favorite_artists (user_id, artist_name) values ($1, 'Nova Reyes')`, [
      fan,
    ]);
    await client.query(
      `insert into dj_profiles (user_id, stage_name, slug, preferred_artists) values ($1, 'DJ', 'dj', $2)`,
      [dj, ['Carl Cox']],
    );

    await bed.after();

    const favorites = await client.query<{ user_id: number; artist_name: string }>(
      `select user_id, artist_name from favorite_artists order by id`,
    );
    expect(favorites.rows).toEqual([
      { user_id: fan, artist_name: 'Nova Reyes' },
      { user_id: fan, artist_name: 'Peggy Gou' },
    ]);
    const profiles = await client.query<{ preferred_artists: string[] }>(
      `select preferred_artists from enthusiast_profiles order by user_id`,
    );
    expect(profiles.rows.map((row) => row.preferred_artists)).toEqual([[], []]);
    // A DJ's preferred artists are the DJ's influences, not favorites: they stay.
    const djRow = await client.query<{ preferred_artists: string[] }>(
      `select preferred_artists from dj_profiles where user_id = $1`,
      [dj],
    );
    expect(djRow.rows[0]!.preferred_artists).toEqual(['Carl Cox']);
  });
});
