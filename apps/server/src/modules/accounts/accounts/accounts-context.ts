import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TOAuthProvider } from '@cuepoint/domain/accounts/auth-payloads';
import type { Services } from '../../../services.ts';
import { createAttemptLimiter, type AttemptLimiter } from '../../../http/attempt-limiter.ts';
import { AppError } from '../../../http/app-error.ts';
import { createCaptcha } from '../../../adapters/captcha/create-captcha.ts';
import type { Captcha } from '../../../adapters/captcha/captcha.ts';
import { createOAuthProviders, type OAuthProviderClient } from '../../../adapters/oauth/providers.ts';
import { createBackground, type Background } from './background.ts';
import { ATTEMPT_LIMITS, type AttemptLimitName } from './attempt-limits.ts';

/** What the account routes share: attempt counters, the CAPTCHA, the configured providers, background work. */
export type AccountsContext = {
  limiter: AttemptLimiter;
  captcha: Captcha;
  providers: Map<TOAuthProvider, OAuthProviderClient>;
  background: Background;
  /** Counts an attempt against a named limit for a key (an address, an e-mail, a user id). */
  limit(name: AttemptLimitName, key: string | number): Promise<void>;
  /** Counts an attempt against the per-address limit of a request. */
  limitIp(name: AttemptLimitName, request: FastifyRequest): Promise<void>;
  /** Counts an attempt against the limit of an account and the request's address together. */
  limitPair(name: AttemptLimitName, key: string | number, request: FastifyRequest): Promise<void>;
  /** Counts an attempt and answers whether it is within the limit, instead of refusing with a 429. */
  allows(name: AttemptLimitName, key: string | number): Promise<boolean>;
};

// The API plugin and the root-level browser routes share one context per app.
const contexts = new WeakMap<Services, Promise<AccountsContext>>();

async function build(app: FastifyInstance): Promise<AccountsContext> {
  const { services } = app;
  const limiter = createAttemptLimiter({ clock: services.clock, redis: services.redis });
  const multiplier = services.config.AUTH_RATE_LIMIT_MULTIPLIER;
  const limit = (name: AttemptLimitName, key: string | number) => {
    const rule = ATTEMPT_LIMITS[name];
    return limiter.hit(`${name}:${key}`, { max: Math.round(rule.max * multiplier), windowMs: rule.windowMs });
  };
  return {
    limiter,
    captcha: await createCaptcha(services.config, () => services.clock.now()),
    providers: createOAuthProviders(services.config),
    background: createBackground(app.log),
    limit,
    limitIp: (name, request) => limit(name, request.ip),
    limitPair: (name, key, request) => limit(name, `${key}|${request.ip}`),
    allows: (name, key) =>
      limit(name, key).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
          throw error;
        },
      ),
  };
}

export function accountsContext(app: FastifyInstance): Promise<AccountsContext> {
  let context = contexts.get(app.services);
  if (!context) {
    context = build(app);
    contexts.set(app.services, context);
  }
  return context;
}
