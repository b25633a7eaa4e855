import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { manualClock } from '../../../adapters/clock.ts';
import { createDj, createEnthusiast, createProducer, createVenue } from '../../../db/seed/factories.ts';
import { insertBooking, insertRequest } from '../../notifications/live-updates/live-test-kit.ts';
import { redactUrl } from '../../../http/log-redaction.ts';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://cuepoint.example' }, { clock });
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Auth = { authorization: string };
const db = () => t.database.db;
const auth = (userId: number) => bearerFor(t.database, userId, clock.now());

async function get(url: string, headers?: Auth) {
  return t.app.inject({ method: 'GET', url: `/api/v14${url}`, headers: { ...headers } });
}
async function post(url: string, headers?: Auth) {
  return t.app.inject({ method: 'POST', url: `/api/v14${url}`, headers: { ...headers }, payload: {} });
}

type Property = { name: string; params: string; value: string };
type Component = { name: string; properties: Property[]; children: Component[] };

/** A small RFC 5545 reader: checks CRLF and the 75-octet limit, unfolds, and nests components. */
function parseIcs(text: string): Component {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const root: Component = { name: 'ROOT', properties: [], children: [] };
  const stack = [root];
  for (const line of logical) {
    const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`bad line: ${line}`);
    const [, name = '', params = '', value = ''] = match;
    const top = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: Component = { name: value, properties: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.name).toBe(value);
      stack.pop();
    } else top.properties.push({ name, params, value });
  }
  expect(stack).toHaveLength(1);
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const prop = (component: Component, name: string) =>
  component.properties.find((property) => property.name === name)?.value;
const text = (component: Component, name: string) => unescape(prop(component, name) ?? '');
const events = (calendar: Component) => calendar.children.filter((child) => child.name === 'VEVENT');

async function booked(
  options: { status?: string; performanceType?: 'remote' | 'onsite'; description?: string } = {},
) {
  const venue = await createVenue(db(), { profile: { venueName: 'Club Komma, Berlin; Mitte' } });
  const dj = await createDj(db(), { profile: { stageName: 'Nora Wave' } });
  const request = await insertRequest(db(), {
    customerUserId: venue.user.id,
    djUserId: dj.user.id,
    performanceType: options.performanceType ?? 'onsite',
    ...(options.description ? { description: options.description } : {}),
  });
  const booking = await insertBooking(db(), {
    requestId: request.id,
    djUserId: dj.user.id,
    customerUserId: venue.user.id,
    status: options.status ?? 'confirmed',
    ...(options.status === 'cancelled' ? { cancelledAt: clock.now() } : {}),
  });
  return {
    venue,
    dj,
    request,
    booking,
    venueAuth: await auth(venue.user.id),
    djAuth: await auth(dj.user.id),
  };
}

describe('GET /bookings/{id}/calendar.ics', () => {
  it('answers either party with an RFC 5545 event of the booking', async () => {
    const description = 'Opening night, rooftop; bring the good vinyl\\records.\nDoors at 20:00 — 🎧 '.repeat(
      3,
    );
    const { booking, request, venueAuth, djAuth, dj } = await booked({ description });
    const forVenue = await get(`/bookings/${booking.id}/calendar.ics`, venueAuth);
    expect(forVenue.statusCode).toBe(200);
    expect(forVenue.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(forVenue.headers['content-disposition']).toBe(
      `attachment; filename="cuepoint-booking-${booking.id}.ics"`,
    );
    const calendar = parseIcs(forVenue.body);
    expect(calendar.name).toBe('VCALENDAR');
    expect(prop(calendar, 'VERSION')).toBe('2.0');
    expect(prop(calendar, 'PRODID')).toBeTruthy();
    const [event] = events(calendar);
    expect(event).toBeDefined();
    expect(prop(event!, 'UID')).toBe(`booking-${booking.id}@cuepoint`);
    expect(prop(event!, 'DTSTART')).toBe('20270612T200000Z');
    expect(prop(event!, 'DTEND')).toBe('20270612T230000Z');
    expect(prop(event!, 'DTSTAMP')).toBe('20261122T120000Z');
    expect(text(event!, 'SUMMARY')).toBe(`DJ ${dj.profile.stageName}`);
    // A venue's on-site event, confirmed: at the venue's address.
    expect(text(event!, 'LOCATION')).toBe('1 Club Street, Berlin, Germany');
    expect(text(event!, 'DESCRIPTION').startsWith(request.description)).toBe(true);
    expect(text(event!, 'DESCRIPTION')).toContain('Duration: 3 hours');
    expect(prop(event!, 'STATUS')).toBe('CONFIRMED');

    const forDj = parseIcs((await get(`/bookings/${booking.id}/calendar.ics`, djAuth)).body);
    // The customer's name is escaped (comma, semicolon) and read back whole.
    expect(text(events(forDj)[0]!, 'SUMMARY')).toBe('DJ set for Club Komma, Berlin; Mitte');
  });

  it('names a DJ called DJ … once, gives a venue’s address once confirmed, and links to the booking', async () => {
    const venue = await createVenue(db(), {
      profile: { venueName: 'Spreewerk', address: 'Köpenicker Str. 70, 10179 Berlin' },
    });
    const dj = await createDj(db(), { profile: { stageName: 'DJ Nova Walker' } });
    const request = await insertRequest(db(), {
      customerUserId: venue.user.id,
      djUserId: dj.user.id,
      performanceType: 'onsite',
    });
    const booking = await insertBooking(db(), {
      requestId: request.id,
      djUserId: dj.user.id,
      customerUserId: venue.user.id,
      status: 'confirmed',
    });
    for (const userId of [venue.user.id, dj.user.id]) {
      const [event] = events(
        parseIcs((await get(`/bookings/${booking.id}/calendar.ics`, await auth(userId))).body),
      );
      expect(text(event!, 'LOCATION')).toBe('Köpenicker Str. 70, 10179 Berlin, Germany');
      expect(prop(event!, 'URL')).toBe(`https://cuepoint.example/bookings/${booking.id}`);
      expect(text(event!, 'DESCRIPTION')).toContain(
        `Booking ${booking.id} on Cuepoint: https://cuepoint.example/bookings/${booking.id}`,
      );
      if (userId === venue.user.id) expect(text(event!, 'SUMMARY')).toBe('DJ Nova Walker');
    }
  });

  it('says Remote (live stream) for a remote set', async () => {
    const { booking, venueAuth } = await booked({ performanceType: 'remote' });
    const calendar = parseIcs((await get(`/bookings/${booking.id}/calendar.ics`, venueAuth)).body);
    expect(text(events(calendar)[0]!, 'LOCATION')).toBe('Remote (live stream)');
  });

  it('refuses a visitor 401, another account type 403, another account 404, an unconfirmed booking 422', async () => {
    const { booking } = await booked();
    expect((await get(`/bookings/${booking.id}/calendar.ics`)).statusCode).toBe(401);
    const producer = await createProducer(db());
    expect((await get(`/bookings/${booking.id}/calendar.ics`, await auth(producer.user.id))).statusCode).toBe(
      403,
    );
    const otherVenue = await createVenue(db());
    const otherDj = await createDj(db());
    const enthusiast = await createEnthusiast(db());
    for (const stranger of [otherVenue.user.id, otherDj.user.id, enthusiast.user.id]) {
      const answer = await get(`/bookings/${booking.id}/calendar.ics`, await auth(stranger));
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false });
    }
    const pending = await booked({ status: 'awaiting_confirmation' });
    const refused = await get(`/bookings/${pending.booking.id}/calendar.ics`, pending.venueAuth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('Only a confirmed or completed booking can be added to a calendar');
    expect((await get('/bookings/abc/calendar.ics', pending.venueAuth)).statusCode).toBe(400);
    expect((await get('/bookings/999999999/calendar.ics', pending.venueAuth)).statusCode).toBe(404);
  });
});

describe('the calendar feed', () => {
  it('gives each account one address, serves its bookings without a session, and rotates', async () => {
    const first = await booked();
    const venueId = first.venue.user.id;
    // A second, completed booking of the same venue, one cancelled after confirmation, and one not confirmed yet.
    const dj = await createDj(db());
    const add = async (status: string) => {
      const request = await insertRequest(db(), { customerUserId: venueId, djUserId: dj.user.id });
      const booking = await insertBooking(db(), {
        requestId: request.id,
        djUserId: dj.user.id,
        customerUserId: venueId,
        status,
        ...(status === 'cancelled' ? { cancelledAt: clock.now() } : {}),
      });
      return { booking };
    };
    const completed = await add('completed');
    const cancelled = await add('cancelled');
    const unconfirmed = await add('awaiting_confirmation');
    const foreign = await booked();

    const answer = await get('/calendar/feed', first.venueAuth);
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json().data as { url: string };
    expect(url).toMatch(/^https:\/\/cuepoint\.example\/api\/v14\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get('/calendar/feed', first.venueAuth)).json().data.url).toBe(url);

    const path = new URL(url).pathname.replace('/api/v14', '');
    const feed = await get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseIcs(feed.body);
    const byUid = new Map(events(calendar).map((event) => [prop(event, 'UID'), event]));
    expect([...byUid.keys()].sort()).toEqual(
      [first.booking.id, completed.booking.id, cancelled.booking.id]
        .map((id) => `booking-${id}@cuepoint`)
        .sort(),
    );
    expect(prop(byUid.get(`booking-${cancelled.booking.id}@cuepoint`)!, 'STATUS')).toBe('CANCELLED');
    expect(prop(byUid.get(`booking-${completed.booking.id}@cuepoint`)!, 'STATUS')).toBe('CONFIRMED');
    expect(byUid.has(`booking-${unconfirmed.booking.id}@cuepoint`)).toBe(false);
    expect(byUid.has(`booking-${foreign.booking.id}@cuepoint`)).toBe(false);

    // The DJ's own feed has the booking too, titled with the customer.
    const djFeedUrl = (await get('/calendar/feed', first.djAuth)).json().data.url as string;
    expect(djFeedUrl).not.toBe(url);
    const djCalendar = parseIcs((await get(new URL(djFeedUrl).pathname.replace('/api/v14', ''))).body);
    expect(events(djCalendar).map((event) => text(event, 'SUMMARY'))).toEqual([
      'DJ set for Club Komma, Berlin; Mitte',
    ]);

    const rotated = await post('/calendar/feed/rotate', first.venueAuth);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().data.url as string;
    expect(next).not.toBe(url);
    expect((await get(path)).statusCode).toBe(404);
    expect((await get(new URL(next).pathname.replace('/api/v14', ''))).statusCode).toBe(200);
    expect((await get('/calendar/feed', first.venueAuth)).json().data.url).toBe(next);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const unknown = await get(`/calendar/${'a'.repeat(43)}.ics`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('This calendar feed does not exist or was replaced by a new address');
    expect((await get('/calendar/short.ics')).statusCode).toBe(404);
  });

  it('is for signed-in parties only: 401 for a visitor, 403 for another account type', async () => {
    expect((await get('/calendar/feed')).statusCode).toBe(401);
    expect((await post('/calendar/feed/rotate')).statusCode).toBe(401);
    const producer = await createProducer(db());
    const producerAuth = await auth(producer.user.id);
    expect((await get('/calendar/feed', producerAuth)).statusCode).toBe(403);
    expect((await post('/calendar/feed/rotate', producerAuth)).statusCode).toBe(403);
    const enthusiast = await createEnthusiast(db());
    expect((await get('/calendar/feed', await auth(enthusiast.user.id))).statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('never hold a feed token', () => {
    const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    expect(redactUrl(`/api/v14/calendar/${token}.ics`)).toBe('/api/v14/calendar/[redacted].ics');
    expect(redactUrl(`/api/v14/calendar/${token}.ics?x=1`)).toBe('/api/v14/calendar/[redacted].ics?x=1');
    expect(redactUrl('/api/v14/bookings/12/calendar.ics')).toBe('/api/v14/bookings/12/calendar.ics');
    expect(redactUrl('/api/v14/calendar/feed')).toBe('/api/v14/calendar/feed');
  });
});
