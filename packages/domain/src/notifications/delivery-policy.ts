/**
 * How the server retries a push or an e-mail that failed (decision record 031): exponential backoff from 30 seconds,
 * doubling to at most an hour, for up to 3 days; after that the delivery is given up as failed. A dead push service
 * or SMTP server so delays a notification by at most the backoff after it comes back.
 */
export const DELIVERY_CHANNELS = ['push', 'email'] as const;
export type TDeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 3_600_000;
export const GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;
/** A delivery taken by a sender is its own for this long; a sender that died gives it back when this passes. */
export const DELIVERY_LEASE_MS = 60_000;

/** The wait after the `attempts`-th failure (1 = the first): 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** exponent);
}

/** When to try again after a failure, or null to give up (the delivery is older than GIVE_UP_AFTER_MS by then). */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
