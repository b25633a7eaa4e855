import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VENUE_EVENT_MESSAGES as M } from '@cuepoint/domain/venues/venue-event-rules';
import { useClockedTestApp } from '../../../test/use-test-app.ts';
import { createDj, createVenue } from '../../../db/seed/factories.ts';
import { coStreamDestinations, venueEventCoStreamSlots, venueEvents } from '../../../db/schema/venues.ts';
import { multipartBody, photo } from '../../media/images/image-testing.ts';

const SUMMER = new Date('2026-07-01T10:00:00Z');
const { t, clock, signIn } = useClockedTestApp(SUMMER);

type Auth = Record<string, string>;
const url = '/api/v14/venue-events.php';
const send = (method: 'POST' | 'PUT', auth: Auth, payload: object) =>
  t.app.inject({ method, url, payload, headers: auth });
const list = async (auth: Auth) => (await t.app.inject({ method: 'GET', url, headers: auth })).json();
const remove = (auth: Auth, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `${url}?eventId=${id}`, headers: auth });

async function newVenue(user: Parameters<typeof createVenue>[1] = {}) {
  const venue = await createVenue(t.database.db, user);
  return { ...venue, auth: await signIn(venue.user.id) };
}

const form = {
  title: 'Friday Warehouse',
  date: '2026-08-07',
  time: '22:00',
  djName: 'Nova Reyes',
  description: 'All night long',
  coStream: false,
  isRemote: false,
  duration: '4:00',
  ticketUrl: 'https://tickets.example.com/fw',
  ticketPrice: 15.5,
};
const slot = { djName: 'Kai Lindqvist', startTime: '22:00', duration: '1:30' };

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(venueEvents).where(eq(venueEvents.id, id));
  return row;
}

describe('venue events: create and list', () => {
  it('creates an event with every field, keeps money in minor units and the place for nearby searches', async () => {
    const venue = await newVenue({ profile: { currency: 'EUR' } });
    const created = await send('POST', venue.auth, form);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.success).toBe(true);
    expect(body.event).toEqual({
      id: expect.any(Number),
      title: 'Friday Warehouse',
      event_date: '2026-08-07',
      event_time: '22:00',
      dj_name: 'Nova Reyes',
      description: 'All night long',
      is_remote: false,
      co_stream_enabled: false,
      duration: '4:00',
      flyer_image: null,
      ticket_url: 'https://tickets.example.com/fw',
      ticket_price: 15.5,
      currency: 'EUR',
      co_stream_djs: [],
      co_stream_destinations: [],
      starts_at: '2026-08-07T20:00:00.000Z',
      timezone: 'Europe/Berlin',
    });
    expect(body.data).toEqual(body.event);
    const row = await rowOf(body.event.id);
    expect(row).toMatchObject({
      ticketPriceMinor: 1550,
      durationMinutes: 240,
      city: 'Berlin',
      country: 'DE',
      isPublic: true,
    });
    expect(row!.latitude).toBeCloseTo(52.52, 1);
    expect(row!.longitude).toBeCloseTo(13.41, 1);
    const listed = await list(venue.auth);
    expect(listed).toEqual({ success: true, events: [body.event], data: [body.event] });
  });

  it('lists by date, then time', async () => {
    const venue = await newVenue();
    for (const [date, time] of [
      ['2026-09-02', '20:00'],
      ['2026-09-01', '23:00'],
      ['2026-09-01', '08:30'],
      ['2026-08-15', '21:00'],
    ] as const) {
      expect((await send('POST', venue.auth, { ...form, date, time })).statusCode).toBe(201);
    }
    const events = (await list(venue.auth)).events as Array<{ event_date: string; event_time: string }>;
    expect(events.map((event) => `${event.event_date} ${event.event_time}`)).toEqual([
      '2026-08-15 21:00',
      '2026-09-01 08:30',
      '2026-09-01 23:00',
      '2026-09-02 20:00',
    ]);
  });

  it('refuses a missing field with the spec’s message, and nothing is kept', async () => {
    const venue = await newVenue();
    const cases: Array<[object, number, string]> = [
      [{ ...form, title: ' ' }, 400, M.titleRequired],
      [{ ...form, date: '' }, 400, M.dateRequired],
      [{ ...form, time: undefined }, 400, M.timeRequired],
      [{ ...form, djName: '' }, 400, M.djNameRequired],
      [{ ...form, date: '2026-06-30' }, 422, M.inThePast],
      [{ ...form, date: '2026-07-01', time: '11:59' }, 422, M.inThePast],
      [{ ...form, isRemote: true, coStream: true, coStreamDJs: [slot] }, 400, M.remoteAndCoStream],
      [{ ...form, duration: '25:00' }, 400, M.durationRange],
      [{ ...form, duration: '2h' }, 400, M.durationInvalid],
      [{ ...form, ticketUrl: 'tickets.example.com' }, 400, M.ticketUrlInvalid],
      [{ ...form, ticketPrice: -5 }, 400, M.ticketPriceInvalid],
      [{ ...form, coStream: true, coStreamDJs: [] }, 400, M.slotsRequired],
      [{ ...form, coStream: true, coStreamDJs: [{ ...slot, duration: '3:30' }] }, 400, M.slotDuration],
      [{ ...form, coStream: true, coStreamDJs: [{ djName: 'A', startTime: '' }] }, 400, M.slotIncomplete],
    ];
    for (const [payload, status, error] of cases) {
      const answer = await send('POST', venue.auth, payload);
      expect({ status: answer.statusCode, body: answer.json() }, error).toMatchObject({
        status,
        body: { success: false, error },
      });
    }
    // 12:00 Berlin is 10:00 UTC: the current minute is allowed.
    expect((await send('POST', venue.auth, { ...form, date: '2026-07-01', time: '12:00' })).statusCode).toBe(
      201,
    );
    expect((await list(venue.auth)).events).toHaveLength(1);
  });

  it('answers a malformed body with a 400, never a 500', async () => {
    const venue = await newVenue();
    const broken = await t.app.inject({
      method: 'POST',
      url,
      payload: '{"title":',
      headers: { ...venue.auth, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect((await send('POST', venue.auth, [1, 2])).statusCode).toBe(400);
  });
});

describe('venue events: the start on the venue’s wall clock', () => {
  it('takes the venue’s zone, else its city’s zone, else UTC, across a daylight-saving change', async () => {
    // Berlin leaves summer time in the night to Sunday 25 October 2026.
    const own = await newVenue({ user: { timezone: 'Europe/Berlin' } });
    const fromCity = await newVenue({ user: { timezone: null, city: 'Melbourne', country: 'AU' } });
    const nowhere = await newVenue({ user: { timezone: null, city: 'Atlantis', country: 'GR' } });
    const start = async (auth: Auth, date: string, time = '21:00') =>
      (await send('POST', auth, { ...form, date, time })).json().event as {
        starts_at: string;
        timezone: string;
      };
    expect(await start(own.auth, '2026-10-24')).toMatchObject({ starts_at: '2026-10-24T19:00:00.000Z' });
    expect(await start(own.auth, '2026-10-25')).toMatchObject({ starts_at: '2026-10-25T20:00:00.000Z' });
    // Melbourne starts summer time on 4 October 2026: 21:00 is 11:00 UTC before and 10:00 UTC after.
    expect(await start(fromCity.auth, '2026-10-03')).toEqual(
      expect.objectContaining({ starts_at: '2026-10-03T11:00:00.000Z', timezone: 'Australia/Melbourne' }),
    );
    expect(await start(fromCity.auth, '2026-10-04')).toMatchObject({ starts_at: '2026-10-04T10:00:00.000Z' });
    expect(await start(nowhere.auth, '2026-10-04')).toEqual(
      expect.objectContaining({ starts_at: '2026-10-04T21:00:00.000Z', timezone: 'UTC' }),
    );
    const [unknownPlace] = await t.database.db
      .select()
      .from(venueEvents)
      .where(eq(venueEvents.venueUserId, nowhere.user.id));
    expect(unknownPlace).toMatchObject({ city: 'Atlantis', country: 'GR', latitude: null, longitude: null });
  });
});

describe('venue events: edit and delete', () => {
  it('changes an event; the past-date rule applies only when the date or time changes', async () => {
    const venue = await newVenue();
    const created = (await send('POST', venue.auth, { ...form, date: '2026-07-10', time: '20:00' })).json()
      .event;
    clock.set(new Date('2026-07-10T19:00:00Z')); // an hour after it began
    venue.auth = await signIn(venue.user.id);
    try {
      const edited = await send('PUT', venue.auth, {
        ...form,
        eventId: created.id,
        date: '2026-07-10',
        time: '20:00',
        description: 'Moved to the garden',
        ticketPrice: '',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().event).toMatchObject({ description: 'Moved to the garden', ticket_price: null });
      const moved = await send('PUT', venue.auth, {
        ...form,
        eventId: created.id,
        date: '2026-07-10',
        time: '19:00',
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().error).toBe(M.inThePast);
      const later = await send('PUT', venue.auth, { ...form, event_id: created.id, date: '2026-07-11' });
      expect(later.json().event).toMatchObject({
        event_date: '2026-07-11',
        starts_at: '2026-07-11T20:00:00.000Z',
      });
    } finally {
      clock.set(SUMMER);
    }
  });

  it('answers an unknown or malformed id with 404 or 400', async () => {
    const venue = await newVenue();
    expect((await send('PUT', venue.auth, { ...form, eventId: 2147483647 })).statusCode).toBe(404);
    expect((await send('PUT', venue.auth, form)).json()).toMatchObject({
      success: false,
      error: M.eventIdRequired,
    });
    expect((await remove(venue.auth, 2147483647)).json()).toMatchObject({
      success: false,
      error: M.notFound,
    });
    for (const id of ['abc', '0', '1.5', '99999999999'])
      expect((await remove(venue.auth, id)).statusCode, id).toBe(400);
    const missing = await t.app.inject({ method: 'DELETE', url, headers: venue.auth });
    expect(missing.json()).toMatchObject({ success: false, error: M.eventIdRequired });
  });
});

describe('venue events: co-streaming DJs and destinations', () => {
  it('keeps the slots, prices each destination at 19.99 unless told, pending; deleting removes them all', async () => {
    const host = await newVenue({ profile: { currency: 'GBP' } });
    const first = await newVenue({ profile: { venueName: 'Harbour Club' }, user: { city: 'Hamburg' } });
    const second = await newVenue();
    const created = await send('POST', host.auth, {
      ...form,
      coStream: true,
      coStreamDJs: [slot, { dj_name: 'Nova Reyes', start_time: '23:30', duration: '3:00' }],
      destinations: [{ venue_user_id: first.user.id }, { venue_user_id: second.user.id, price: 0 }],
    });
    expect(created.statusCode).toBe(201);
    const event = created.json().event;
    expect(event.co_stream_djs).toEqual([
      { dj_name: 'Kai Lindqvist', start_time: '22:00', duration: '1:30' },
      { dj_name: 'Nova Reyes', start_time: '23:30', duration: '3:00' },
    ]);
    expect(event.co_stream_destinations).toEqual([
      {
        id: expect.any(Number),
        venue_user_id: first.user.id,
        name: 'Harbour Club',
        city: 'Hamburg',
        country: 'DE',
        price: 19.99,
        status: 'pending',
      },
      expect.objectContaining({ venue_user_id: second.user.id, price: 0, status: 'pending' }),
    ]);
    const stored = await t.database.db
      .select()
      .from(coStreamDestinations)
      .where(eq(coStreamDestinations.eventId, event.id));
    expect(stored.map((row) => [row.priceMinor, row.currency])).toEqual([
      [1999, 'GBP'],
      [0, 'GBP'],
    ]);

    // An approved destination goes back to pending when its price changes; one left out is removed.
    await t.database.db
      .update(coStreamDestinations)
      .set({ status: 'approved', decidedAt: clock.now() })
      .where(eq(coStreamDestinations.eventId, event.id));
    const repriced = await send('PUT', host.auth, {
      ...form,
      eventId: event.id,
      coStream: true,
      coStreamDJs: [slot],
      destinations: [{ venue_user_id: first.user.id, price: 25 }],
    });
    expect(repriced.json().event.co_stream_destinations).toEqual([
      expect.objectContaining({ venue_user_id: first.user.id, price: 25, status: 'pending' }),
    ]);
    // Without destinations an edit keeps them (and their status) as they are.
    await t.database.db
      .update(coStreamDestinations)
      .set({ status: 'approved' })
      .where(eq(coStreamDestinations.eventId, event.id));
    const kept = await send('PUT', host.auth, {
      ...form,
      eventId: event.id,
      coStream: true,
      coStreamDJs: [slot],
    });
    expect(kept.json().event.co_stream_destinations).toEqual([
      expect.objectContaining({ price: 25, status: 'approved' }),
    ]);

    expect((await remove(host.auth, event.id)).json()).toEqual({
      success: true,
      data: { eventId: event.id },
    });
    expect(
      await t.database.db
        .select()
        .from(coStreamDestinations)
        .where(eq(coStreamDestinations.eventId, event.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(venueEventCoStreamSlots)
        .where(eq(venueEventCoStreamSlots.eventId, event.id)),
    ).toEqual([]);
    expect(await rowOf(event.id)).toBeUndefined();
  });

  it('turning co-streaming off removes the slots and destinations', async () => {
    const host = await newVenue();
    const other = await newVenue();
    const event = (
      await send('POST', host.auth, {
        ...form,
        coStream: true,
        coStreamDJs: [slot],
        destinations: [{ venue_user_id: other.user.id }],
      })
    ).json().event;
    const off = await send('PUT', host.auth, {
      ...form,
      eventId: event.id,
      isRemote: true,
      coStreamDJs: [slot],
    });
    expect(off.json().event).toMatchObject({
      is_remote: true,
      co_stream_enabled: false,
      co_stream_djs: [],
      co_stream_destinations: [],
    });
  });

  it('refuses its own venue, a non-venue and the same venue twice as destinations', async () => {
    const host = await newVenue();
    const dj = await createDj(t.database.db);
    const co = { ...form, coStream: true, coStreamDJs: [slot] };
    const own = await send('POST', host.auth, { ...co, destinations: [{ venue_user_id: host.user.id }] });
    expect([own.statusCode, own.json().error]).toEqual([422, M.destinationSelf]);
    const notVenue = await send('POST', host.auth, { ...co, destinations: [{ venue_user_id: dj.user.id }] });
    expect([notVenue.statusCode, notVenue.json().error]).toEqual([422, M.destinationUnknown]);
    const nobody = await send('POST', host.auth, { ...co, destinations: [{ venue_user_id: 2147483647 }] });
    expect([nobody.statusCode, nobody.json().error]).toEqual([422, M.destinationUnknown]);
    const other = await newVenue();
    const twice = await send('POST', host.auth, {
      ...co,
      destinations: [{ venue_user_id: other.user.id }, { venue_user_id: other.user.id, price: 3 }],
    });
    expect([twice.statusCode, twice.json().error]).toEqual([400, M.destinationDuplicate]);
    expect((await list(host.auth)).events).toEqual([]);
  });
});

describe('venue events: the flyer', () => {
  const jpeg = () => photo(800, 1200).jpeg({ quality: 85 }).toBuffer();
  const storedFiles = () => {
    const root = t.config.uploadsDir;
    if (!fs.existsSync(root)) return [];
    return fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  };
  const multipart = (method: 'POST' | 'PUT', auth: Auth, fields: Record<string, string>, flyer?: Buffer) => {
    const files = flyer
      ? [{ name: 'flyer_image', filename: 'flyer.jpg', contentType: 'image/jpeg', bytes: flyer }]
      : [];
    const { payload, headers } = multipartBody(fields, files);
    return t.app.inject({ method, url, payload, headers: { ...headers, ...auth } });
  };
  const textFields = {
    title: 'Poster Night',
    date: '2026-08-20',
    time: '21:30',
    djName: 'Nova Reyes',
    coStream: 'true',
    isRemote: 'false',
    duration: '3:00',
    ticketPrice: '12.00',
    coStreamDJs: JSON.stringify([slot]),
  };

  it('takes the flyer from a multipart form, re-encoded, and removes the old file on replace and delete', async () => {
    const venue = await newVenue();
    const before = storedFiles().length;
    const created = await multipart('POST', venue.auth, textFields, await jpeg());
    expect(created.statusCode).toBe(201);
    const event = created.json().event;
    expect(event).toMatchObject({ title: 'Poster Night', ticket_price: 12, co_stream_enabled: true });
    expect(event.flyer_image).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: event.flyer_image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(storedFiles()).toHaveLength(before + 1);

    // The same picture for another event is a file of its own: removing one never breaks the other.
    const twin = (await multipart('POST', venue.auth, textFields, await jpeg())).json().event;
    expect(twin.flyer_image).not.toBe(event.flyer_image);

    const replaced = await multipart(
      'PUT',
      venue.auth,
      { ...textFields, eventId: String(event.id) },
      await photo(600, 600).png().toBuffer(),
    );
    const newFlyer = replaced.json().event.flyer_image;
    expect(newFlyer).not.toBe(event.flyer_image);
    expect((await t.app.inject({ method: 'GET', url: event.flyer_image })).statusCode).toBe(404);

    // A JSON edit that sends the flyer's address back keeps it; null removes it.
    const kept = await send('PUT', venue.auth, { ...form, eventId: event.id, flyerImage: newFlyer });
    expect(kept.json().event.flyer_image).toBe(newFlyer);
    const cleared = await send('PUT', venue.auth, { ...form, eventId: event.id, flyer_image: null });
    expect(cleared.json().event.flyer_image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: newFlyer })).statusCode).toBe(404);

    expect((await remove(venue.auth, twin.id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: twin.flyer_image })).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a flyer of 5MB or more and anything but an image, keeping nothing', async () => {
    const venue = await newVenue();
    const before = storedFiles().length;
    const big = Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await multipart('POST', venue.auth, textFields, big);
    expect([tooLarge.statusCode, tooLarge.json()]).toMatchObject([
      413,
      { success: false, error: M.flyerTooLarge },
    ]);
    const text = await multipart('POST', venue.auth, textFields, Buffer.from('<html>not a picture</html>'));
    expect([text.statusCode, text.json()]).toMatchObject([415, { success: false, error: M.flyerNotAnImage }]);
    const dataUrl = await send('POST', venue.auth, { ...form, flyerImage: 'data:image/png;base64,AAAA' });
    expect(dataUrl.statusCode).toBe(400);
    // A good flyer with a bad field stores no file either.
    const badField = await multipart('POST', venue.auth, { ...textFields, title: '' }, await jpeg());
    expect([badField.statusCode, badField.json().error]).toEqual([400, M.titleRequired]);
    const past = await multipart('POST', venue.auth, { ...textFields, date: '2026-01-01' }, await jpeg());
    expect([past.statusCode, past.json().error]).toEqual([422, M.inThePast]);
    expect(storedFiles()).toHaveLength(before);
    expect((await list(venue.auth)).events).toEqual([]);
  });
});
