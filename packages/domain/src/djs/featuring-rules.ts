import { DAY_MS, MINUTE_MS } from '../time/durations.ts';
/**
 * Featuring (docs/product/djs.md): a DJ asks to be featured and is, at once, for 30 minutes; the next request is
 * possible when the cooldown of the last one has passed (7 days, decision record 019). Pure rules, free of schema
 * code; the answer schemas live in featuring.ts.
 */

/** docs/product/djs.md: "Featured exposure 30 minutes". */
export const FEATURED_WINDOW_MINUTES = 30;
/** Counted from the request: one featured half hour a week per DJ (decision record 019). */
export const FEATURE_COOLDOWN_DAYS = 7;

/** The DJ's latest granted request, as the rules need it. */
export type TFeatureGrant = { featuredFrom: Date; featuredUntil: Date; cooldownUntil: Date };

export type TFeatureRequestStatus = {
  status: 'featured' | 'cooldown';
  /** While featured: when the exposure ends; null once it has. */
  featured_until: string | null;
  /** From this instant on the DJ may ask again. */
  cooldown_until: string;
};

/** A request granted at `now`: featured from now for 30 minutes, the next request possible 7 days on. */
export function grantFeature(now: Date): TFeatureGrant {
  return {
    featuredFrom: now,
    featuredUntil: new Date(now.getTime() + FEATURED_WINDOW_MINUTES * MINUTE_MS),
    cooldownUntil: new Date(now.getTime() + FEATURE_COOLDOWN_DAYS * DAY_MS),
  };
}

export function isFeatured(latest: TFeatureGrant | null, now: Date): boolean {
  return (
    latest !== null &&
    latest.featuredFrom.getTime() <= now.getTime() &&
    now.getTime() < latest.featuredUntil.getTime()
  );
}

/** Whether a request at `now` is granted: no earlier request, or its cooldown has passed. */
export function canRequestFeature(latest: TFeatureGrant | null, now: Date): boolean {
  return latest === null || now.getTime() >= latest.cooldownUntil.getTime();
}

/** The card's state: featured (until when), cooling down (until when), or null when a request is possible. */
export function featureRequestStatus(latest: TFeatureGrant | null, now: Date): TFeatureRequestStatus | null {
  if (latest === null || canRequestFeature(latest, now)) return null;
  const featured = isFeatured(latest, now);
  return {
    status: featured ? 'featured' : 'cooldown',
    featured_until: featured ? latest.featuredUntil.toISOString() : null,
    cooldown_until: latest.cooldownUntil.toISOString(),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "29 Nov 2026 at 12:00 UTC": the same text on every machine, whatever its locale data. */
export function formatUtcDateTime(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getUTCDate()} ${MONTHS[instant.getUTCMonth()]} ${instant.getUTCFullYear()} at ${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())} UTC`;
}

/** The refusal during the cooldown, naming when the next request is possible (to the minute, rounded up). */
export function featureCooldownMessage(cooldownUntil: Date): string {
  const minute = new Date(Math.ceil(cooldownUntil.getTime() / MINUTE_MS) * MINUTE_MS);
  return `You have already been featured recently. You can request featuring again on ${formatUtcDateTime(minute)}.`;
}
