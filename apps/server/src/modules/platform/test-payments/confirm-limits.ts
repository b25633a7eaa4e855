import type { FastifyRequest } from 'fastify';
import type { Services } from '../../../services.ts';
import {
  createAttemptLimiter,
  type AttemptLimiter,
  type AttemptRule,
} from '../../../http/attempt-limiter.ts';
import { MINUTE_MS } from '@cuepoint/domain/time/durations';

/**
 * Confirming a card is counted like a password check, against card testing (trying many numbers until one passes):
 * per client address, and per intent from everywhere. AUTH_RATE_LIMIT_MULTIPLIER scales both, as it scales the
 * sign-in limits, for e2e runs and benchmarks from one address.
 */
export const CONFIRM_LIMITS = {
  confirmIp: { max: 20, windowMs: 15 * MINUTE_MS },
  confirmIntent: { max: 10, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, AttemptRule>;

export type ConfirmLimiter = { count(request: FastifyRequest, clientSecret: string): Promise<void> };

export function createConfirmLimiter(services: Services): ConfirmLimiter {
  const limiter: AttemptLimiter = createAttemptLimiter({ clock: services.clock, redis: services.redis });
  const multiplier = services.config.AUTH_RATE_LIMIT_MULTIPLIER;
  const hit = (name: keyof typeof CONFIRM_LIMITS, key: string) => {
    const rule = CONFIRM_LIMITS[name];
    return limiter.hit(`${name}:${key}`, { max: Math.round(rule.max * multiplier), windowMs: rule.windowMs });
  };
  return {
    async count(request, clientSecret) {
      await hit('confirmIp', request.ip);
      // Keyed by the intent the secret names (its id comes first), so a wrong secret counts against the intent too.
      await hit('confirmIntent', clientSecret.split('_secret_')[0] ?? clientSecret);
    },
  };
}
