import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../../services.ts';

/**
 * What modules above accounts do when an account changes, without accounts importing them: each registers its
 * listener when the app is built (app.ts), and accounts calls them. Registering the same listener twice (one app per
 * test file in a shared worker) keeps one.
 */
type DjVerifiedListener = (services: Services, log: FastifyBaseLogger, djUserId: number) => Promise<void>;

const djVerifiedListeners = new Set<DjVerifiedListener>();

/** Called once a DJ's address is verified: the DJ can answer requests from now on (booking: open requests reach them). */
export function onDjVerified(listener: DjVerifiedListener): void {
  djVerifiedListeners.add(listener);
}

export async function djVerified(
  services: Services,
  log: FastifyBaseLogger,
  djUserId: number,
): Promise<void> {
  for (const listener of djVerifiedListeners) await listener(services, log, djUserId);
}
