import { z } from 'zod';
import { TEST_MODE_NOTICE } from '@cuepoint/domain/payments/test-mode';

/**
 * Settings of payments and the test clock, merged into the server's environment schema (config.ts). Without Stripe
 * keys the built-in test gateway takes payments; with them, Stripe does. PAYMENTS says whether real money may move:
 * `live` refuses to start without Stripe's live keys (never falling back to the test gateway), `test` refuses live keys.
 */
export const ZPaymentsEnv = z.object({
  /** live: real card payments through Stripe, its live keys required; test: no real money; unset: as the keys say. */
  PAYMENTS: z.enum(['test', 'live'], { error: 'must be test or live' }).optional(),
  /** Stripe's secret (or restricted) API key; when set, payments go through Stripe. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  /** Given to the browser for Stripe.js (the payment modal's card element). */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  /** The signing secret of the webhook endpoint POST /api/v14/payments/webhook. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** on: GET /api/v14/test-clock and POST /api/v14/test-clock/advance move the app's time (demos, e2e). */
  TEST_CLOCK: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('off')
    .transform((value) => value === 'on'),
});

type PaymentsEnv = z.output<typeof ZPaymentsEnv>;

const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');

/** The rules between the settings, as lines naming the variable (empty when they hold). */
export function paymentsEnvProblems(env: PaymentsEnv): string[] {
  const problems: string[] = [];
  const keys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  const given = keys.filter((key) => key !== undefined).length;
  if (given > 0 && given < keys.length)
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: set all three or none',
    );
  if (
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_PUBLISHABLE_KEY &&
    modeOf(env.STRIPE_SECRET_KEY) !== modeOf(env.STRIPE_PUBLISHABLE_KEY)
  )
    problems.push(
      'STRIPE_PUBLISHABLE_KEY: must be a live key with a live STRIPE_SECRET_KEY and a test key with a test one',
    );
  if (env.PAYMENTS === 'live' && !env.STRIPE_SECRET_KEY)
    problems.push(
      'STRIPE_SECRET_KEY: PAYMENTS=live takes real card payments through Stripe: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (the server never falls back to the test gateway then)',
    );
  if (env.PAYMENTS === 'live' && env.STRIPE_SECRET_KEY && modeOf(env.STRIPE_SECRET_KEY) === 'test')
    problems.push(
      'STRIPE_SECRET_KEY: PAYMENTS=live needs a live key (sk_live_… or rk_live_…); a test key takes no real money (leave PAYMENTS unset or set it to test)',
    );
  if (env.PAYMENTS === 'test' && env.STRIPE_SECRET_KEY && modeOf(env.STRIPE_SECRET_KEY) === 'live')
    problems.push(
      'PAYMENTS: test moves no real money, but STRIPE_SECRET_KEY is a live key: set PAYMENTS=live, or use Stripe test keys',
    );
  if (env.TEST_CLOCK && env.STRIPE_SECRET_KEY && modeOf(env.STRIPE_SECRET_KEY) === 'live')
    problems.push(
      'TEST_CLOCK: cannot be on with a live STRIPE_SECRET_KEY (the test clock moves the time that decides when real cards are charged)',
    );
  return problems;
}

/** What the boot log says about payments: while the built-in test gateway takes them, that no real money moves. */
export function paymentsBootNotices(env: PaymentsEnv): string[] {
  if (env.STRIPE_SECRET_KEY) return [];
  return [
    `${TEST_MODE_NOTICE}. Payments go through the built-in test gateway, and every page says so. To take real card payments set PAYMENTS=live with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (see the README’s configuration table).`,
  ];
}
