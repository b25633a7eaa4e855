import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import { BOOKING_API_MESSAGES as M } from '@cuepoint/domain/booking/request-api';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { recordingJobQueue } from '../../../test/recording-jobs.ts';
import { createDj, createEnthusiast, createProducer, createVenue } from '../../../db/seed/factories.ts';
import { HOUR_MS } from '@cuepoint/domain/time/durations';

const API = '/api/v14';
type Auth = { authorization: string } | undefined;

let t: TestApp;
const jobs = recordingJobQueue();
let users: Record<
  'venue' | 'enthusiast' | 'otherEnthusiast' | 'unverified' | 'targetDj' | 'otherDj' | 'producer',
  Auth
>;
let requestId: number;
let targetDjId: number;

async function call(method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `${API}${url}`,
    headers: auth ?? {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const eventAt = () => new Date(Date.now() + 72 * HOUR_MS).toISOString();
const paymentBody = () => ({ event_date: eventAt(), hourly_rate: 100, duration: 2, currency: 'EUR' });
const formBody = (intentId = 'pi_unknown1') => ({
  date: eventAt(),
  duration: 2,
  performance_type: 'remote',
  description: 'A private party at home',
  hourly_budget: 100,
  currency: 'EUR',
  payment_intent_id: intentId,
});

beforeAll(async () => {
  t = await createTestApp({}, { jobs });
  const { db } = t.database;
  const bearer = async (id: number) => bearerFor(t.database, id);
  const target = await createDj(db, { profile: { acceptsRemotePrivate: true } });
  targetDjId = target.user.id;
  const enthusiast = (await createEnthusiast(db)).user;
  users = {
    venue: await bearer((await createVenue(db)).user.id),
    enthusiast: await bearer(enthusiast.id),
    otherEnthusiast: await bearer((await createEnthusiast(db)).user.id),
    unverified: await bearer((await createEnthusiast(db, { user: { emailVerifiedAt: null } })).user.id),
    targetDj: await bearer(target.user.id),
    otherDj: await bearer((await createDj(db)).user.id),
    producer: await bearer((await createProducer(db)).user.id),
  };
  const authorized = await call('POST', '/payment-authorize.php', users.enthusiast, {
    ...paymentBody(),
    dj_id: targetDjId,
  });
  const intent = authorized.body.payment_intent as { id: string; client_secret: string };
  await call('POST', '/test-payments/confirm', undefined, {
    client_secret: intent.client_secret,
    payment_method: 'pm_card_visa',
  });
  const submitted = await call('POST', '/booking-request.php', users.enthusiast, {
    ...formBody(intent.id),
    dj_id: targetDjId,
  });
  expect(submitted.status).toBe(201);
  requestId = submitted.body.data.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('who may call the booking request routes', () => {
  it('POST /payment-authorize.php: visitor 401, DJ 403, unverified 403, customers 200', async () => {
    expect((await call('POST', '/payment-authorize.php', undefined, paymentBody())).status).toBe(401);
    const dj = await call('POST', '/payment-authorize.php', users.otherDj, paymentBody());
    expect([dj.status, dj.body.error]).toEqual([403, WRONG_ACCOUNT_TYPE]);
    const unverified = await call('POST', '/payment-authorize.php', users.unverified, paymentBody());
    expect([unverified.status, unverified.body.error]).toEqual([403, EMAIL_NOT_VERIFIED]);
    expect((await call('POST', '/payment-authorize.php', users.venue, paymentBody())).status).toBe(200);
    expect((await call('POST', '/payment-authorize.php', users.enthusiast, paymentBody())).status).toBe(200);
  });

  it('the submits: visitor 401, the other customer type and DJs 403, unverified 403', async () => {
    expect((await call('POST', '/booking-request.php', undefined, formBody())).status).toBe(401);
    expect((await call('POST', '/booking-request.php', users.venue, formBody())).status).toBe(403);
    expect((await call('POST', '/booking-request.php', users.targetDj, formBody())).status).toBe(403);
    expect((await call('POST', '/booking-request.php', users.unverified, formBody())).status).toBe(403);
    expect((await call('POST', '/venue-booking-request.php', undefined, formBody())).status).toBe(401);
    expect((await call('POST', '/venue-booking-request.php', users.enthusiast, formBody())).status).toBe(403);
    expect((await call('POST', '/venue-booking-requests.php', users.venue, formBody())).status).toBe(404);
    expect((await call('POST', '/booking-requests.php', undefined, formBody())).status).toBe(401);
    expect((await call('POST', '/booking-requests.php', users.producer, formBody())).status).toBe(403);
    // Past the guards, an intent nobody made is the rules' refusal.
    const venue = await call('POST', '/venue-booking-request.php', users.venue, formBody());
    expect([venue.status, venue.body.error]).toEqual([422, M.intentUnknown]);
    const either = await call('POST', '/booking-requests.php', users.venue, {
      ...formBody(),
      user_type: 'venue',
    });
    expect([either.status, either.body.error]).toEqual([422, M.intentUnknown]);
  });

  it('the lists hold the caller’s own requests only', async () => {
    expect((await call('GET', '/booking-requests.php', undefined)).status).toBe(401);
    expect((await call('GET', '/booking-requests.php', users.targetDj)).status).toBe(403);
    expect((await call('GET', '/venue-booking-requests.php', users.enthusiast)).status).toBe(403);
    expect((await call('GET', '/venue-booking-requests.php', undefined)).status).toBe(401);
    const own = await call('GET', '/booking-requests.php', users.enthusiast);
    expect(own.body.data.map((request: { id: number }) => request.id)).toEqual([requestId]);
    expect((await call('GET', '/booking-requests.php', users.otherEnthusiast)).body.data).toEqual([]);
    expect((await call('GET', '/venue-booking-requests.php', users.venue)).body.data).toEqual([]);
    // Reading needs no verified address: a new account's dashboard shows its empty list, not an error.
    const unverified = await call('GET', '/booking-requests.php', users.unverified);
    expect([unverified.status, unverified.body.data]).toEqual([200, []]);
  });

  it('GET /booking-requests/{id}: the owner and the DJ it reached; another customer and an unreached DJ 404', async () => {
    const url = `/booking-requests/${requestId}`;
    expect((await call('GET', url, undefined)).status).toBe(401);
    expect((await call('GET', url, users.producer)).status).toBe(403);
    const foreign = await call('GET', url, users.otherEnthusiast);
    expect([foreign.status, foreign.body.error]).toEqual([404, M.notFound]);
    expect((await call('GET', url, users.venue)).status).toBe(404);
    expect((await call('GET', url, users.otherDj)).status).toBe(404);
    const reached = await call('GET', url, users.targetDj);
    expect(reached.status).toBe(200);
    expect(reached.body.data.recipients).toBeUndefined();
    const owner = await call('GET', url, users.enthusiast);
    expect(owner.body.data.recipients).toEqual([
      expect.objectContaining({ dj_id: targetDjId, reason: 'targeted' }),
    ]);
    expect((await call('GET', '/booking-requests/999999', users.enthusiast)).status).toBe(404);
    expect((await call('GET', '/booking-requests/abc', users.enthusiast)).status).toBe(400);
  });

  it('GET /dj/booking-requests: DJs only, each its own inbox', async () => {
    expect((await call('GET', '/dj/booking-requests', undefined)).status).toBe(401);
    expect((await call('GET', '/dj/booking-requests', users.enthusiast)).status).toBe(403);
    expect((await call('GET', '/dj/booking-requests', users.otherDj)).body.data).toEqual([]);
    const inbox = await call('GET', '/dj/booking-requests', users.targetDj);
    expect(inbox.body.data).toEqual([expect.objectContaining({ id: requestId, dj_payout: 191.9 })]);
  });

  it('POST /booking-requests/{id}/cancel: the owner only; others 401, 403 or 404', async () => {
    const url = `/booking-requests/${requestId}/cancel`;
    expect((await call('POST', url, undefined, {})).status).toBe(401);
    expect((await call('POST', url, users.targetDj, {})).status).toBe(403);
    expect((await call('POST', url, users.otherDj, {})).status).toBe(403);
    expect((await call('POST', url, users.otherEnthusiast, {})).status).toBe(404);
    expect((await call('POST', url, users.venue, {})).status).toBe(404);
    const owner = await call('POST', url, users.enthusiast, {});
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ state: 'cancelled', payment_status: 'released' });
  });

  it('sends the request’s timers for their due times', () => {
    const names = jobs.sent.map((job) => job.name);
    expect(names).toContain('booking-requests.share-with-similar-djs');
    expect(names).toContain('booking-requests.expire');
  });
});
