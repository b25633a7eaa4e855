import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { ZLiveBookingEvent } from '@cuepoint/domain/booking/live-updates-api';
import { createDj, createEnthusiast } from '../../../db/seed/factories.ts';
import { API, HOUR, startBookingKit, type BookingKit } from '../../booking/requests/booking-test-kit.ts';
import { openSse, type SseClient } from './sse-client.ts';

let kit: BookingKit;
let base: string;
const open: SseClient[] = [];
beforeAll(async () => {
  kit = await startBookingKit();
  await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(kit.t.app.server.address() as AddressInfo).port}${API}`;
}, 60_000);
afterAll(async () => {
  for (const client of open) client.close();
  await kit.close();
});

type Auth = { authorization: string };

async function call(method: 'GET' | 'POST', url: string, auth?: Auth, payload?: object) {
  const response = await kit.t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...auth },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function liveStream(auth: Auth) {
  const client = await openSse(`${base}/updates`, auth);
  open.push(client);
  expect(client.status).toBe(200);
  await client.nextOf('ready');
  return client;
}

const next = async (client: SseClient) =>
  ZLiveBookingEvent.parse(JSON.parse((await client.nextOf('booking')).data));

describe('live updates from the booking engine', () => {
  it('a submitted request reaches the customer and the DJ it is aimed at, and so does its cancellation', async () => {
    const genre = `Genre ${crypto.randomBytes(4).toString('hex')}`;
    const { user: customer } = await createEnthusiast(kit.t.database.db);
    const dj = await createDj(kit.t.database.db, {
      profile: { genres: [genre], hourlyRateMinMinor: 5000, acceptsRemotePrivate: true },
    });
    const customerAuth = await kit.bearer(customer.id);
    const customerStream = await liveStream(customerAuth);
    const djStream = await liveStream(await kit.bearer(dj.user.id));

    const eventAt = new Date(kit.now().getTime() + 48 * HOUR);
    const authorized = await call('POST', '/payment-authorize.php', customerAuth, {
      event_name: 'Rooftop party with friends',
      event_date: eventAt.toISOString(),
      hourly_rate: 150,
      duration: 2,
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      dj_id: dj.user.id,
    });
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
    const intent = authorized.body.payment_intent as { id: string; client_secret: string };
    expect(
      (
        await call('POST', '/test-payments/confirm', undefined, {
          client_secret: intent.client_secret,
          payment_method: 'pm_card_visa',
        })
      ).status,
    ).toBe(200);
    const started = performance.now();
    const submitted = await call('POST', '/booking-request.php', customerAuth, {
      date: eventAt.toISOString(),
      duration: 2,
      performance_type: 'remote',
      description: 'Rooftop party with friends',
      hourly_budget: 150,
      preferred_genres: [genre],
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      payment_intent_id: intent.id,
      dj_id: dj.user.id,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const requestId = submitted.body.data.id as number;

    const [toCustomer, toDj] = await Promise.all([next(customerStream), next(djStream)]);
    expect(performance.now() - started).toBeLessThan(1000);
    for (const event of [toCustomer, toDj]) {
      expect(event).toMatchObject({
        type: 'booking_request.submitted',
        request_id: requestId,
        status: 'routed_to_dj',
        payment_status: 'authorized',
      });
    }

    const cancelled = await call('POST', `/booking-requests/${requestId}/cancel`, customerAuth, {
      reason: 'The party moved to another weekend',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [customerSees, djSees] = await Promise.all([next(customerStream), next(djStream)]);
    expect(customerSees).toMatchObject({
      type: 'booking_request.cancelled',
      status: 'cancelled',
      payment_status: 'released',
    });
    expect(djSees.id).toBe(customerSees.id);
  });
});
