import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

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
});
