/**
 * First path segments a DJ's public page (/{slug}) may never take: every first segment of the web app's route table
 * (apps/web/src/features/dj-profile/reserved-slugs.test.ts fails when a route's segment is missing here), what the
 * server answers itself (the API, built files, uploads, sign-in callbacks) and the files browsers ask for by name.
 * Free of schema code: the web app checks it before it asks for a profile.
 */
export const RESERVED_SLUGS: readonly string[] = [
  // The web app's routes (docs/product/djs.md).
  'about',
  'app',
  'auth',
  'blog',
  'bookings',
  'check-email',
  'coming-soon',
  'contact',
  'cuepoint-stream',
  'dashboard',
  'dj',
  'dj-dashboard',
  'dj-tools',
  'djs',
  'enthusiast-dashboard',
  'enthusiasts',
  'find-djs',
  'label-dashboard',
  'labels',
  'newsletter',
  'privacy',
  'producer-dashboard',
  'producers',
  'report-bug',
  'reset-password',
  'resources',
  'signup',
  'terms',
  'tour-manager',
  'tour-manager-dashboard',
  'venue-dashboard',
  'venues',
  'verify-email',
  // Answered by the server itself.
  'api',
  'assets',
  'blog-images',
  'test-payments',
  'uploads',
  // Names kept for pages a marketplace grows into, so no DJ holds them first.
  'admin',
  'login',
  'logout',
  'search',
  'settings',
  'sign-in',
  'sign-up',
  'help',
  'support',
  // Files asked for by name.
  'favicon.ico',
  'favicon.svg',
  'manifest.webmanifest',
  'robots.txt',
  'sitemap.xml',
  'sw.js',
];

const RESERVED = new Set(RESERVED_SLUGS);

/** True when a first path segment belongs to the app, so no DJ slug may take it (case-insensitive). */
export function isReservedSlug(segment: string): boolean {
  return RESERVED.has(segment.trim().toLowerCase());
}

/** What a DJ slug looks like: letters, digits and hyphens (made from the stage name at sign-up), at most 200. */
const DJ_SLUG_SHAPE = /^[a-z0-9][a-z0-9_-]{0,199}$/i;

/**
 * True when a first path segment may be a DJ's public page: shaped like a slug and not one of the app's own. Any
 * other one-segment path is a plain 404, without looking a DJ up.
 */
export function couldBeDjSlug(segment: string): boolean {
  return DJ_SLUG_SHAPE.test(segment) && !isReservedSlug(segment);
}
