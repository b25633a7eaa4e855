import { describe, expect, it } from 'vitest';
import { ZProducerProfileFields } from '@cuepoint/domain/producers/producer-profile';
import { ZUserProfile } from '@cuepoint/domain/enthusiasts/user-profile';
import { useClockedTestApp } from '../../../test/use-test-app.ts';
import {
  createDj,
  createEnthusiast,
  createLabel,
  createProducer,
  createVenue,
} from '../../../db/seed/factories.ts';

const { t, signIn } = useClockedTestApp(new Date('2026-07-01T10:00:00Z'));

const get = (headers: Record<string, string>) => t.app.inject({ url: '/api/v14/user/profile', headers });
const PRODUCER_FIELDS = [
  'display_name',
  'first_name',
  'email',
  'producer_name',
  'city',
  'country',
  'bio',
  'remix_handle',
  'training_hourly_rate',
  'training_currency',
  'experience_years',
  'primary_daw',
  'secondary_daws',
];

describe('GET /user/profile for a producer (docs/product/producers-and-labels.md)', () => {
  it('answers exactly the producer profile fields in data, and the session user in user', async () => {
    const producer = await createProducer(t.database.db, {
      user: { displayName: 'Low Tide', firstName: 'Mara', city: 'Lisbon', country: 'PT' },
      profile: {
        producerName: 'Low Tide Audio',
        bio: 'Dub techno',
        remixHandle: 'low-tide',
        trainingHourlyRateMinor: 4500,
        trainingCurrency: 'CAD',
        trainingExperienceYears: 7,
        primaryDaw: 'Ableton Live',
        secondaryDaws: ['Logic Pro', 'Bitwig Studio'],
      },
    });
    const answer = await get(await signIn(producer.user.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual([...PRODUCER_FIELDS].sort());
    expect(body.data).toEqual({
      display_name: 'Low Tide',
      first_name: 'Mara',
      email: producer.user.email,
      producer_name: 'Low Tide Audio',
      city: 'Lisbon',
      country: 'PT',
      bio: 'Dub techno',
      remix_handle: 'low-tide',
      training_hourly_rate: 45,
      training_currency: 'CAD',
      experience_years: 7,
      primary_daw: 'Ableton Live',
      secondary_daws: ['Logic Pro', 'Bitwig Studio'],
    });
    expect(ZProducerProfileFields.safeParse(body.data).success).toBe(true);
    expect(body.user).toMatchObject({ id: producer.user.id, user_type: 'producer' });
  });

  it('shows the defaults of a fresh producer (USD, whole zeros, no handle) and what the Edit Profile save wrote', async () => {
    const producer = await createProducer(t.database.db);
    const auth = await signIn(producer.user.id);
    const fresh = (await get(auth)).json().data;
    expect(fresh).toMatchObject({
      training_currency: 'USD',
      training_hourly_rate: 0,
      experience_years: 0,
      remix_handle: null,
      secondary_daws: [],
    });
    const origin = new URL(t.config.PUBLIC_URL).origin;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v14/producer/profile',
      headers: { ...auth, origin },
      payload: { producer_name: 'Night Shift', training_hourly_rate: '60', training_currency: 'AUD' },
    });
    expect(saved.statusCode).toBe(200);
    const { user_id: _id, stats: _stats, ...savedFields } = saved.json().data;
    const read = (await get(auth)).json().data;
    expect(read).toEqual(savedFields);
    expect(read).toMatchObject({
      producer_name: 'Night Shift',
      training_hourly_rate: 60,
      training_currency: 'AUD',
    });
  });

  it('leaves every other account type its answer: the session user with the enthusiast fields and stats', async () => {
    const accounts = [
      await createEnthusiast(t.database.db),
      await createDj(t.database.db),
      await createVenue(t.database.db),
      await createLabel(t.database.db),
    ];
    for (const account of accounts) {
      const body = (await get(await signIn(account.user.id))).json();
      expect(ZUserProfile.strict().safeParse(body.data).success).toBe(true);
      expect(body.data).toMatchObject({ id: account.user.id, user_type: account.user.userType });
      expect(body.data).not.toHaveProperty('producer_name');
      expect(body.user.id).toBe(account.user.id);
    }
  });
});
