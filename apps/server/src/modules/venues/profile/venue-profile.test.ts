import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_OPENING_HOURS, OPENING_HOURS_MESSAGES } from '@cuepoint/domain/venues/opening-hours';
import { VENUE_PROFILE_MESSAGES } from '@cuepoint/domain/venues/venue-profile';
import { useClockedTestApp, apiCaller, type ApiCall } from '../../../test/use-test-app.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { users } from '../../../db/schema/users.ts';
import { venueOpeningHours } from '../../../db/schema/venues.ts';
import { expectRefusals } from '../../../test/refusals.ts';

const { t, signIn } = useClockedTestApp(new Date('2026-07-01T10:00:00Z'));

const call = apiCaller(t);
const put = async (payload: unknown, headers: Record<string, string>) =>
  call({ method: 'PUT', url: '/venue/profile', payload: payload as object }, headers);

describe('authorization of the venue profile calls', () => {
  it('visitor 401, DJ and enthusiast 403, another venue sees and changes only its own profile', async () => {
    const owner = await createVenue(t.database.db, { profile: { venueName: 'Owner Hall' } });
    const other = await createVenue(t.database.db, { profile: { venueName: 'Other Hall' } });
    const dj = await createDj(t.database.db);
    const fan = await createEnthusiast(t.database.db);
    const calls: ApiCall[] = [
      { method: 'GET', url: '/venue/profile' },
      { method: 'PUT', url: '/venue/profile', payload: { description: 'Changed by someone' } },
    ];
    for (const request of calls) {
      const label = request.method;
      const visitor = await call(request);
      expect(visitor.statusCode, label).toBe(401);
      expect(visitor.json().data, label).toBeUndefined();
      for (const wrong of [dj, fan]) {
        const refused = await call(request, await signIn(wrong.user.id));
        expect(refused.statusCode, label).toBe(403);
        expect(refused.json().data, label).toBeUndefined();
      }
      const asOther = await call(request, await signIn(other.user.id));
      expect(asOther.statusCode, label).toBe(200);
      expect(asOther.json().venue_profile.venue_name, label).toBe('Other Hall');
      const asOwner = await call(request, await signIn(owner.user.id));
      expect(asOwner.statusCode, label).toBe(200);
      expect(asOwner.json().venue_profile.venue_name, label).toBe('Owner Hall');
      expect(asOwner.headers['cache-control'], label).toBe('no-store');
    }
    // The other venue's save changed its own description only.
    const mine = (await call({ method: 'GET', url: '/venue/profile' }, await signIn(owner.user.id))).json();
    expect(mine.venue_profile.description).toBe('Changed by someone');
    expect((await put({ venue_name: 'x' }, {})).statusCode).toBe(401);
    expect((await put([1], {})).statusCode).toBe(401);
  });
});

describe('GET /venue/profile', () => {
  it('answers the profile, the default opening hours and the favorites, in data and at the top level', async () => {
    const { user } = await createVenue(t.database.db, {
      user: { city: 'Berlin', country: 'DE' },
      profile: {
        venueName: 'Tresor Test',
        venueType: 'club',
        capacity: 800,
        currency: 'EUR',
        hourlyBudgetMinMinor: 10050,
        hourlyBudgetMaxMinor: 40000,
      },
    });
    const auth = await signIn(user.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/v14/venue/favorite-djs',
      payload: { dj_name: 'Nova Reyes' },
      headers: auth,
    });
    const body = (await call({ method: 'GET', url: '/venue/profile' }, auth)).json();
    expect(body.data).toEqual({
      venue_profile: body.venue_profile,
      opening_hours: body.opening_hours,
      favorite_djs: body.favorite_djs,
    });
    expect(body.venue_profile).toEqual({
      venue_name: 'Tresor Test',
      venue_type: 'club',
      address: '1 Club Street',
      city: 'Berlin',
      country: 'DE',
      capacity: 800,
      description: '',
      hourly_budget_min: 100.5,
      hourly_budget_max: 400,
      currency: 'EUR',
      banner_image: null,
      banner_image_url: null,
      app_id: user.appId,
    });
    expect(body.opening_hours).toEqual({
      monday: { open: '09:00', close: '23:00', closed: false },
      tuesday: { open: '09:00', close: '23:00', closed: false },
      wednesday: { open: '09:00', close: '23:00', closed: false },
      thursday: { open: '09:00', close: '23:00', closed: false },
      friday: { open: '09:00', close: '02:00', closed: false },
      saturday: { open: '09:00', close: '02:00', closed: false },
      sunday: { open: '12:00', close: '22:00', closed: false },
    });
    expect(body.favorite_djs).toMatchObject([{ dj_name: 'Nova Reyes' }]);
  });

  it('answers 404 with a clear message for a venue account without a profile', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({
        email: `bare-${Date.now()}@example.test`,
        userType: 'venue',
        displayName: 'Bare',
        appId: `cp_bare${Date.now()}`,
      })
      .returning();
    const response = await call({ method: 'GET', url: '/venue/profile' }, await signIn(user!.id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: VENUE_PROFILE_MESSAGES.notFound });
  });
});

describe('PUT /venue/profile', () => {
  it('changes only the fields it names; city and country are the account’s; nested venue_profile is read too', async () => {
    const { user } = await createVenue(t.database.db, {
      user: { city: 'Berlin', country: 'DE' },
      profile: { venueName: 'Before', currency: 'EUR', description: 'Kept' },
    });
    const auth = await signIn(user.id);
    const saved = await put(
      {
        venue_profile: {
          venue_name: '  After  ',
          venue_type: 'Bar',
          capacity: '120',
          address: 'Oranienstr. 1',
        },
        hourly_budget_min: 80,
        hourly_budget_max: '250.75',
      },
      auth,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().venue_profile).toMatchObject({
      venue_name: 'After',
      venue_type: 'bar',
      capacity: 120,
      address: 'Oranienstr. 1',
      description: 'Kept',
      city: 'Berlin',
      country: 'DE',
      hourly_budget_min: 80,
      hourly_budget_max: 250.75,
      currency: 'EUR',
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.displayName).toBe('After');

    const moved = (
      await put({ city: 'Lisbon', country: 'pt', capacity: null, description: '' }, auth)
    ).json();
    expect(moved.venue_profile).toMatchObject({
      city: 'Lisbon',
      country: 'PT',
      capacity: null,
      description: '',
    });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ city: 'Lisbon', country: 'PT' });
  });

  it('takes the currency from the country when none is chosen (docs/product/venues.md), and keeps a chosen one', async () => {
    const { user } = await createVenue(t.database.db, {
      user: { city: 'Austin', country: 'US' },
      profile: { currency: 'USD' },
    });
    const auth = await signIn(user.id);
    const currency = async (payload: object) => (await put(payload, auth)).json().venue_profile.currency;
    // USD was the United States' own currency: it follows the venue to London, then to Paris.
    expect(await currency({ city: 'London', country: 'UK' })).toBe('GBP');
    expect(await currency({ city: 'Paris', country: 'FR' })).toBe('EUR');
    // Chosen: kept across a move.
    expect(await currency({ currency: 'cad' })).toBe('CAD');
    expect(await currency({ city: 'Berlin', country: 'DE' })).toBe('CAD');
    // Not chosen (null or empty): the country's.
    expect(await currency({ currency: null })).toBe('EUR');
    expect(await currency({ currency: '', country: 'JP' })).toBe('USD');
    expect(await currency({ currency: 'AUD', country: 'GB' })).toBe('AUD');
  });

  it('saves opening hours per weekday over the defaults; a closing time after midnight closes the next day', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await signIn(user.id);
    const saved = await put(
      {
        opening_hours: {
          monday: { closed: true },
          Friday: { open: '22:00', close: '6:00' },
          saturday: { open: '23:30:00', close: '00:00', closed: 'false' },
          sunday: { open: '14:00', close: '23:59', closed: false },
        },
      },
      auth,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().opening_hours).toEqual({
      ...DEFAULT_OPENING_HOURS,
      monday: { open: '09:00', close: '23:00', closed: true },
      friday: { open: '22:00', close: '06:00', closed: false },
      saturday: { open: '23:30', close: '00:00', closed: false },
      sunday: { open: '14:00', close: '23:59', closed: false },
    });
    const rows = await t.database.db
      .select()
      .from(venueOpeningHours)
      .where(eq(venueOpeningHours.venueUserId, user.id));
    expect(rows).toHaveLength(7);
    // A later save of one day keeps the others; reopening Monday keeps its times.
    const again = (await put({ opening_hours: { monday: { closed: false } } }, auth)).json();
    expect(again.opening_hours.monday).toEqual({ open: '09:00', close: '23:00', closed: false });
    expect(again.opening_hours.friday).toEqual({ open: '22:00', close: '06:00', closed: false });
    expect((await call({ method: 'GET', url: '/venue/profile' }, auth)).json().opening_hours).toEqual(
      again.opening_hours,
    );
  });

  it('refuses the same opening and closing time, bad times and unknown days, changing nothing', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await signIn(user.id);
    const refused = async (payload: object) => {
      const response = await put(payload, auth);
      return { status: response.statusCode, error: response.json().error };
    };
    expect(
      await refused({ description: 'x', opening_hours: { tuesday: { open: '20:00', close: '20:00' } } }),
    ).toEqual({ status: 400, error: OPENING_HOURS_MESSAGES.sameTimes('tuesday') });
    // Merged with the stored day: Monday closes at 23:00 by default.
    await expectRefusals(refused, [
      [{ opening_hours: { monday: { open: '23:00' } } }, 400, OPENING_HOURS_MESSAGES.sameTimes('monday')],
      [
        { opening_hours: { monday: { open: '25:00' } } },
        400,
        OPENING_HOURS_MESSAGES.invalidTime('monday', 'opening'),
      ],
      [
        { opening_hours: { monday: { close: '7pm' } } },
        400,
        OPENING_HOURS_MESSAGES.invalidTime('monday', 'closing'),
      ],
      [{ opening_hours: { funday: { open: '10:00' } } }, 400, OPENING_HOURS_MESSAGES.unknownDay],
      [{ opening_hours: { monday: { closed: 'maybe' } } }, 400, OPENING_HOURS_MESSAGES.closedFlag('monday')],
    ]);
    expect((await refused({ opening_hours: { monday: '10:00' } })).status).toBe(400);
    // A closed day may keep equal times; it is not open.
    expect(
      (await refused({ opening_hours: { wednesday: { open: '10:00', close: '10:00', closed: true } } }))
        .status,
    ).toBe(200);
    const body = (await call({ method: 'GET', url: '/venue/profile' }, auth)).json();
    expect(body.venue_profile.description).toBe('');
    expect(body.opening_hours.tuesday).toEqual(DEFAULT_OPENING_HOURS.tuesday);
  });

  it('keeps the budgets in order, with a message, whether one or both are sent', async () => {
    const { user } = await createVenue(t.database.db, {
      profile: { hourlyBudgetMinMinor: 5000, hourlyBudgetMaxMinor: 20000 },
    });
    const auth = await signIn(user.id);
    for (const payload of [
      { hourly_budget_min: 300, hourly_budget_max: 200 },
      { hourly_budget_min: 200.01 },
      { hourly_budget_max: 49.99 },
    ]) {
      const response = await put(payload, auth);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe(VENUE_PROFILE_MESSAGES.budgetRange);
    }
    expect((await put({ hourly_budget_min: 200 }, auth)).json().venue_profile.hourly_budget_min).toBe(200);
  });

  it('refuses bad fields with a 400 and a clear message', async () => {
    const { user } = await createVenue(t.database.db);
    const auth = await signIn(user.id);
    const error = async (payload: unknown) => {
      const response = await put(payload, auth);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json().error;
    };
    expect(await error({ venue_name: '  ' })).toBe('Venue name is required');
    expect(await error({ venue_type: 'spaceship' })).toBe(VENUE_PROFILE_MESSAGES.venueType);
    expect(await error({ currency: 'JPY' })).toBe(VENUE_PROFILE_MESSAGES.currency);
    expect(await error({ country: 'ZZ' })).toBe(VENUE_PROFILE_MESSAGES.country);
    expect(await error({ capacity: -1 })).toBe('Capacity must not be negative');
    expect(await error({ capacity: 'many' })).toBe('Capacity must be a number');
    expect(await error({ hourly_budget_min: -5 })).toBe('Minimum hourly budget must not be negative');
    expect(await error({ city: 'Ber\u0000lin' })).toBe('City contains characters that are not allowed');
    expect(await error({ description: 'x'.repeat(5001) })).toBe(
      'Description must be at most 5000 characters',
    );
    expect(await error([1, 2])).toBeTruthy();
  });
});
