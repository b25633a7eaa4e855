import { afterAll, beforeAll, beforeEach } from 'vitest';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../clock.ts';
import type { PaymentGateway } from '../payment-gateway.ts';
import { createStripeGateway } from '../stripe-gateway.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';

export const STRIPE_TEST_SECRET_KEY = 'sk_test_cuepointFakeKey';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_cuepointTestSecret';

export type StripeGatewayKit = { fake: StripeFake; database: Database; gateway: PaymentGateway };

/**
 * The Stripe gateway talking to the Stripe fake, on a test database, for one test file: started before its tests
 * (its fields are set from the first beforeAll on), closed after them, the fake's request log emptied before each
 * test.
 */
export function stripeGatewayPerFile(options: { clock: Clock; wallClock?: Clock }): StripeGatewayKit {
  const kit = {} as StripeGatewayKit;
  beforeAll(async () => {
    kit.fake = await startStripeFake();
    kit.database = await openTestDatabase();
    kit.gateway = createStripeGateway({
      secretKey: STRIPE_TEST_SECRET_KEY,
      publishableKey: 'pk_test_cuepoint',
      webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
      db: kit.database.db,
      clock: options.clock,
      ...(options.wallClock ? { wallClock: options.wallClock } : {}),
      log: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
      api: kit.fake.options,
    });
  });
  afterAll(async () => {
    await kit.fake?.close();
    await kit.database?.close();
  });
  beforeEach(() => {
    kit.fake.requests.length = 0;
  });
  return kit;
}
