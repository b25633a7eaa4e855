import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { paymentsBootNotices } from './payments-env.ts';

const stripeTest = {
  STRIPE_SECRET_KEY: 'sk_test_51Abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};
const stripeLive = {
  STRIPE_SECRET_KEY: 'sk_live_51Abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('payment and test clock settings', () => {
  it('default to the test gateway and no test clock', () => {
    const config = loadConfig({});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.TEST_CLOCK).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'on' }).TEST_CLOCK).toBe(true);
    expect(loadConfig({ TEST_CLOCK: 'off' }).TEST_CLOCK).toBe(false);
  });

  it('accept Stripe test keys together, with or without the test clock', () => {
    expect(loadConfig(stripeTest).STRIPE_SECRET_KEY).toBe('sk_test_51Abc');
    expect(loadConfig({ ...stripeTest, TEST_CLOCK: 'on' }).TEST_CLOCK).toBe(true);
    expect(loadConfig({ ...stripeLive, STRIPE_SECRET_KEY: 'rk_live_51Abc' }).STRIPE_SECRET_KEY).toBe(
      'rk_live_51Abc',
    );
  });

  it('refuse to boot with a live key and the test clock on', () => {
    expect(refusal({ ...stripeLive, TEST_CLOCK: 'on' })).toContain(
      'TEST_CLOCK: cannot be on with a live STRIPE_SECRET_KEY',
    );
    expect(loadConfig(stripeLive).STRIPE_SECRET_KEY).toBe('sk_live_51Abc');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_51Abc' }],
    [{ STRIPE_SECRET_KEY: 'sk_test_51Abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc' }],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }],
  ])('refuse Stripe keys set apart: %o', (env) => {
    expect(refusal(env)).toContain('go together: set all three or none');
  });

  it('refuse a test publishable key with a live secret key', () => {
    expect(refusal({ ...stripeLive, STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc' })).toContain(
      'STRIPE_PUBLISHABLE_KEY: must be a live key',
    );
  });

  it.each([
    [{ ...stripeTest, STRIPE_SECRET_KEY: 'pk_test_51Abc' }, 'STRIPE_SECRET_KEY'],
    [{ ...stripeTest, STRIPE_PUBLISHABLE_KEY: 'sk_test_51Abc' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ ...stripeTest, STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ TEST_CLOCK: 'yes' }, 'TEST_CLOCK'],
  ])('name the variable that is malformed: %o', (env, name) => {
    expect(refusal(env)).toContain(`${name}:`);
  });

  it('PAYMENTS=live refuses to start without Stripe, naming STRIPE_SECRET_KEY', () => {
    expect(refusal({ PAYMENTS: 'live' })).toContain(
      'STRIPE_SECRET_KEY: PAYMENTS=live takes real card payments through Stripe',
    );
    expect(refusal({ PAYMENTS: 'live', STRIPE_PUBLISHABLE_KEY: 'pk_live_51Abc' })).toContain(
      'STRIPE_SECRET_KEY',
    );
    expect(refusal({ ...stripeTest, PAYMENTS: 'live' })).toContain(
      'STRIPE_SECRET_KEY: PAYMENTS=live needs a live key',
    );
    expect(loadConfig({ ...stripeLive, PAYMENTS: 'live' }).PAYMENTS).toBe('live');
  });

  it('PAYMENTS=test takes the test gateway or Stripe test keys, never live ones', () => {
    expect(loadConfig({ PAYMENTS: 'test' }).PAYMENTS).toBe('test');
    expect(loadConfig({ ...stripeTest, PAYMENTS: 'test' }).STRIPE_SECRET_KEY).toBe('sk_test_51Abc');
    expect(refusal({ ...stripeLive, PAYMENTS: 'test' })).toContain('PAYMENTS: test moves no real money');
    expect(refusal({ PAYMENTS: 'real' })).toContain('PAYMENTS: must be test or live');
  });

  it('says at boot that no real money moves while the test gateway takes payments', () => {
    expect(paymentsBootNotices(loadConfig({}))).toEqual([
      expect.stringMatching(/^Test mode: no real money moves\. .*PAYMENTS=live.*STRIPE_SECRET_KEY/),
    ]);
    expect(paymentsBootNotices(loadConfig(stripeTest))).toEqual([]);
    expect(paymentsBootNotices(loadConfig({ ...stripeLive, PAYMENTS: 'live' }))).toEqual([]);
  });
});
