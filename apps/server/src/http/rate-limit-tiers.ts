import type { FastifyRequest } from 'fastify';

/**
 * The rate-limit tiers, by what a route costs or risks, per client address. The one place they are defined:
 *
 * - files and page HTML (every GET outside /api and /auth): never limited; a venue's office or a festival's
 *   wi-fi shares one address.
 * - the pieces of a resumable media upload (PATCH /api/v14/dj/uploads/{id}, /api/v14/producer/uploads/{id})
 *   and the offset checks before them (HEAD): never limited, so a 2 GB set or stems ZIP sent in 8 MB pieces is never
 *   cut off. Each one must be a signed-in DJ's or producer's own running upload at its exact offset, and the upload's creation (POST) counts as a write.
 * - `read` (every other GET): `RATE_LIMIT_MAX` per minute, one count across all reads.
 * - `write` (every other method): `RATE_LIMIT_WRITE_MAX` per minute, one count across all writes.
 * - the strict tiers below, which a route picks by name with `config: { rateLimit: rateLimitTier(name) }`;
 *   each such route counts on its own. Password and sign-up attempts are counted per account and address by
 *   the attempt limiter (http/attempt-limiter.ts, rules in modules/accounts/accounts).
 *
 * Every 429 carries Retry-After.
 */
export const STRICT_TIERS = {
  /** Loading a question (each wrong answer loads a new one). */
  challenge: { max: 30, timeWindow: '1 minute' },
  /** Newsletter and waitlist sign-ups. */
  signup: { max: 6, timeWindow: '1 minute' },
  /** Contact messages and bug reports, which reach a person's inbox. */
  message: { max: 5, timeWindow: '10 minutes' },
  /** App beta requests (signed in). */
  appRequest: { max: 10, timeWindow: '10 minutes' },
  /** Newsletter unsubscribe links. */
  unsubscribe: { max: 20, timeWindow: '1 minute' },
} as const;

export type StrictTier = keyof typeof STRICT_TIERS;

/** A route's `config.rateLimit` for a strict tier. */
export function rateLimitTier(name: StrictTier): { max: number; timeWindow: string } {
  return { ...STRICT_TIERS[name] };
}

export type DefaultTier = 'read' | 'write';

const path = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

/** Static files, the service worker, the manifest, the favicon and every page: GETs outside the API. */
export function isFileOrPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const p = path(request);
  return !(p === '/api' || p.startsWith('/api/') || p.startsWith('/auth/'));
}

const UPLOAD_TRANSFER = /^\/api\/v14\/(?:dj|producer)\/uploads\/[^/]+$/;

/** A piece of a resumable media upload, or the check of where to resume it. */
export function isUploadTransfer(request: FastifyRequest): boolean {
  if (request.method !== 'PATCH' && request.method !== 'HEAD') return false;
  return UPLOAD_TRANSFER.test(path(request));
}

export function defaultTierOf(request: FastifyRequest): DefaultTier {
  return request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
}
