import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { createTestGateway, type TestGateway } from './test-gateway/test-gateway.ts';

/** Stripe when its keys are set (config.ts checks they come together), the built-in test gateway otherwise. */
export function createPaymentGateway(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}): PaymentGateway {
  const { config } = deps;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET)
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      db: deps.db,
      clock: deps.clock,
      log: deps.log.child({ component: 'payments' }),
    });
  return createTestGateway({
    db: deps.db,
    clock: deps.clock,
    log: deps.log.child({ component: 'payments' }),
  });
}

export function isTestGateway(gateway: PaymentGateway): gateway is TestGateway {
  return gateway.mode === 'test' && 'confirm' in gateway;
}
