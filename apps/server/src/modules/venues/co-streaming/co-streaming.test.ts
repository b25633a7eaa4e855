import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CO_STREAM_MESSAGES } from '@cuepoint/domain/venues/co-streaming';
import { useClockedTestApp, apiCaller } from '../../../test/use-test-app.ts';
import { expectOwnRouteAccess, type OwnRouteCase } from '../../../test/own-route-access.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { coStreamDestinations } from '../../../db/schema/venues.ts';

const SUMMER = new Date('2026-07-01T10:00:00Z');
const { t, clock, signIn } = useClockedTestApp(SUMMER);

type Auth = Record<string, string>;
const call = apiCaller(t);

async function newVenue(overrides: Parameters<typeof createVenue>[1] = {}) {
  const venue = await createVenue(t.database.db, overrides);
  return { ...venue, id: venue.user.id, auth: await signIn(venue.user.id) };
}

/** A co-streamed event of `host` sent to each of `receivers` (priced as given, else the default). */
async function coStreamedEvent(
  host: { auth: Auth },
  receivers: Array<{ id: number; price?: number }>,
  date = '2026-08-01',
) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v14/venue-events.php',
    headers: host.auth,
    payload: {
      title: 'Rooftop Sessions',
      date,
      time: '20:00',
      djName: 'Nova Reyes',
      duration: '3:00',
      coStream: true,
      coStreamDJs: [{ djName: 'Nova Reyes', startTime: '20:00', duration: '2:00' }],
      destinations: receivers.map((receiver) => ({ venue_user_id: receiver.id, price: receiver.price })),
    },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().event as {
    id: number;
    co_stream_destinations: Array<{ id: number; venue_user_id: number }>;
  };
}

const destinationFor = (event: Awaited<ReturnType<typeof coStreamedEvent>>, venueId: number) =>
  event.co_stream_destinations.find((destination) => destination.venue_user_id === venueId)!.id;

describe('co-stream opportunities', () => {
  it('shows the receiving venue what it is offered, with the event and the host, soonest first', async () => {
    const host = await newVenue({ profile: { venueName: 'Rooftop Berlin', currency: 'EUR' } });
    const receiver = await newVenue({ user: { city: 'Hamburg' } });
    const later = await coStreamedEvent(host, [{ id: receiver.id, price: 12.5 }], '2026-09-01');
    const sooner = await coStreamedEvent(host, [{ id: receiver.id }], '2026-08-01');
    const answer = await call({ method: 'GET', url: '/venue/co-stream-opportunities' }, receiver.auth);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.map((row: { event: { id: number } }) => row.event.id)).toEqual([sooner.id, later.id]);
    expect(data[0]).toEqual({
      id: destinationFor(sooner, receiver.id),
      status: 'pending',
      price: 19.99,
      currency: 'EUR',
      decided_at: null,
      event: {
        id: sooner.id,
        title: 'Rooftop Sessions',
        event_date: '2026-08-01',
        event_time: '20:00',
        timezone: 'Europe/Berlin',
        starts_at: '2026-08-01T18:00:00.000Z',
        dj_name: 'Nova Reyes',
        description: '',
        duration: '3:00',
        flyer_image: null,
        co_stream_djs: [{ dj_name: 'Nova Reyes', start_time: '20:00', duration: '2:00' }],
      },
      host: { venue_user_id: host.id, name: 'Rooftop Berlin', city: 'Berlin', country: 'DE' },
    });
    expect(data[1].price).toBe(12.5);
    // The host sees none of them as its own opportunities; an event that has ended drops off.
    expect(
      (await call({ method: 'GET', url: '/venue/co-stream-opportunities' }, host.auth)).json().data,
    ).toEqual([]);
    clock.set(new Date('2026-08-02T00:00:00Z'));
    try {
      const after = (
        await call({ method: 'GET', url: '/venue/co-stream-opportunities' }, await signIn(receiver.id))
      ).json();
      expect(after.data.map((row: { event: { id: number } }) => row.event.id)).toEqual([later.id]);
    } finally {
      clock.set(SUMMER);
    }
  });

  it('the receiving venue approves or declines once; the host and others cannot', async () => {
    const host = await newVenue();
    const receiver = await newVenue({ profile: { venueName: 'Harbour Club' }, user: { city: 'Hamburg' } });
    const second = await newVenue();
    const bystander = await newVenue();
    const event = await coStreamedEvent(host, [{ id: receiver.id }, { id: second.id }]);
    const toReceiver = destinationFor(event, receiver.id);
    const decide = (auth: Auth, id: number, decision: 'approve' | 'decline') =>
      call({ method: 'POST', url: `/venue/co-stream-destinations/${id}/${decision}` }, auth);

    const byHost = await decide(host.auth, toReceiver, 'approve');
    expect([byHost.statusCode, byHost.json()]).toMatchObject([
      403,
      { success: false, error: CO_STREAM_MESSAGES.onlyReceiver },
    ]);
    const byOther = await decide(bystander.auth, toReceiver, 'approve');
    expect([byOther.statusCode, byOther.json()]).toMatchObject([
      404,
      { success: false, error: CO_STREAM_MESSAGES.notFound },
    ]);
    const bySecond = await decide(second.auth, toReceiver, 'decline');
    expect(bySecond.statusCode).toBe(404);

    clock.set(new Date('2026-07-01T10:05:00Z'));
    const approved = await decide(receiver.auth, toReceiver, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({
      id: toReceiver,
      event_id: event.id,
      venue_user_id: receiver.id,
      name: 'Harbour Club',
      city: 'Hamburg',
      country: 'DE',
      price: 19.99,
      currency: 'USD',
      status: 'approved',
      decided_at: '2026-07-01T10:05:00.000Z',
    });
    clock.set(SUMMER);
    for (const decision of ['approve', 'decline'] as const) {
      const again = await decide(receiver.auth, toReceiver, decision);
      expect([again.statusCode, again.json()]).toMatchObject([
        409,
        { success: false, error: 'This co-stream invitation has already been approved' },
      ]);
    }
    const declined = await decide(second.auth, destinationFor(event, second.id), 'decline');
    expect(declined.json().data.status).toBe('declined');
    const [row] = await t.database.db
      .select()
      .from(coStreamDestinations)
      .where(eq(coStreamDestinations.id, destinationFor(event, second.id)));
    expect(row?.status).toBe('declined');
    // The host's event shows both decisions.
    const hostEvents = (
      await t.app.inject({ method: 'GET', url: '/api/v14/venue-events.php', headers: host.auth })
    ).json();
    expect(hostEvents.events[0].co_stream_destinations.map((d: { status: string }) => d.status)).toEqual([
      'approved',
      'declined',
    ]);
  });

  it('refuses a decision after the event, and answers unknown or malformed ids with 404 or 400', async () => {
    const host = await newVenue();
    const receiver = await newVenue();
    const event = await coStreamedEvent(host, [{ id: receiver.id }], '2026-07-02');
    clock.set(new Date('2026-07-03T12:00:00Z'));
    try {
      const late = await call(
        {
          method: 'POST',
          url: `/venue/co-stream-destinations/${destinationFor(event, receiver.id)}/approve`,
        },
        await signIn(receiver.id),
      );
      expect([late.statusCode, late.json().error]).toEqual([422, CO_STREAM_MESSAGES.eventOver]);
    } finally {
      clock.set(SUMMER);
    }
    expect(
      (await call({ method: 'POST', url: '/venue/co-stream-destinations/2147483647/approve' }, receiver.auth))
        .statusCode,
    ).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect(
        (await call({ method: 'POST', url: `/venue/co-stream-destinations/${id}/approve` }, receiver.auth))
          .statusCode,
        id,
      ).toBe(400);
    }
    expect(
      (await call({ method: 'POST', url: '/venue/co-stream-destinations/1/maybe' }, receiver.auth))
        .statusCode,
    ).toBe(404);
  });
});

describe('venues a co-stream can be sent to', () => {
  it('lists other venues by name or city, never the venue itself', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const me = await newVenue({ profile: { venueName: `${tag} Home` } });
    const club = await newVenue({ profile: { venueName: `${tag} Club` }, user: { city: 'Leipzig' } });
    const bar = await newVenue({ profile: { venueName: `The ${tag}_Bar` }, user: { city: 'Dresden' } });
    const search = async (q: string) =>
      (
        await call({ method: 'GET', url: `/venue/co-stream-venues?q=${encodeURIComponent(q)}` }, me.auth)
      ).json().data as Array<{
        venue_user_id: number;
      }>;
    expect(await search(tag)).toEqual([
      { venue_user_id: bar.id, name: `The ${tag}_Bar`, city: 'Dresden', country: 'DE' },
      { venue_user_id: club.id, name: `${tag} Club`, city: 'Leipzig', country: 'DE' },
    ]);
    expect((await search(`${tag}_`)).map((row) => row.venue_user_id)).toEqual([bar.id]);
    expect((await search('dresden')).map((row) => row.venue_user_id)).toContain(bar.id);
    const all = await search('');
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(all.map((row) => row.venue_user_id)).not.toContain(me.id);
    const tooLong = await call(
      { method: 'GET', url: `/venue/co-stream-venues?q=${'x'.repeat(101)}` },
      me.auth,
    );
    expect([tooLong.statusCode, tooLong.json().error]).toEqual([400, CO_STREAM_MESSAGES.searchTooLong]);
  });
});

describe('authorization of every co-stream call', () => {
  it('visitor 401, enthusiast and DJ 403, another venue sees only its own, only the receiver decides', async () => {
    const host = await newVenue();
    const receiver = await newVenue();
    const otherVenue = await newVenue();
    const fan = await createEnthusiast(t.database.db);
    const dj = await createDj(t.database.db);
    const event = await coStreamedEvent(host, [{ id: receiver.id }]);
    const id = destinationFor(event, receiver.id);
    const routes: OwnRouteCase[] = [
      { call: { method: 'GET', url: '/venue/co-stream-opportunities' }, other: 200, owner: 200 },
      { call: { method: 'GET', url: '/venue/co-stream-venues?q=' }, other: 200, owner: 200 },
      {
        call: { method: 'POST', url: `/venue/co-stream-destinations/${id}/decline` },
        other: 404,
        owner: 200,
      },
      {
        call: { method: 'POST', url: `/venue/co-stream-destinations/${id}/approve` },
        other: 404,
        owner: 409,
      },
    ];
    await expectOwnRouteAccess(call, routes, {
      refused: [await signIn(fan.user.id), await signIn(dj.user.id)],
      other: otherVenue.auth,
      owner: receiver.auth,
      afterOther: async (asOther, route, label) => {
        if (route.call.url === '/venue/co-stream-opportunities')
          expect(asOther.json().data, label).toEqual([]);
        if (route.call.method === 'POST') {
          expect((await call(route.call, host.auth)).statusCode, label).toBe(403);
        }
      },
    });
    const [row] = await t.database.db
      .select()
      .from(coStreamDestinations)
      .where(eq(coStreamDestinations.id, id));
    expect(row?.status).toBe('declined');
  });
});
