/**
 * The enthusiast dashboard's tabs, labels and notices (docs/product/enthusiasts.md). Where the original only logged a
 * failure, the dashboard says it with these. Free of schema code: the dashboard's parts load them without zod.
 */

/** The spec's stand-in when a failed call says nothing about why. */
const UNKNOWN_ERROR = 'Unknown error';

const withReason = (prefix: string) => (error: string | undefined) =>
  `${prefix}: ${error?.trim() || UNKNOWN_ERROR}`;

/** ?tab= values, the first being the default (docs/product/enthusiasts.md). */
export const ENTHUSIAST_TABS = ['overview', 'events', 'favorites', 'discover', 'settings'] as const;
export type TEnthusiastTab = (typeof ENTHUSIAST_TABS)[number];

export const ENTHUSIAST_TAB_LABELS: Record<TEnthusiastTab, string> = {
  overview: 'Overview',
  events: 'Events',
  favorites: 'Favorites',
  discover: 'Discover',
  settings: 'Settings',
};

/**
 * Where everyone but an enthusiast is sent (docs/product/enthusiasts.md): a visitor to the enthusiasts page, other
 * accounts home.
 */
export const ENTHUSIAST_VISITOR_REDIRECT = '/enthusiasts';
export const ENTHUSIAST_OTHER_ROLE_REDIRECT = '/';

/** Upcoming and past event lists show 6 (docs/product/enthusiasts.md). */
export const LISTED_EVENTS_SHOWN = 6;
/** DJs per page of the Discover tab. */
export const DISCOVER_PAGE_SIZE = 12;

/** The four stat tiles, in the spec's order. */
export const ENTHUSIAST_STAT_TILES = [
  { key: 'events_attended', label: 'Events Attended' },
  { key: 'favorite_djs', label: 'Favorite DJs' },
  { key: 'requests_made', label: 'Requests Made' },
  { key: 'upcoming_events', label: 'Upcoming Events' },
] as const;

/** Remembers that the push-notification banner was dismissed (in this browser). */
export const PUSH_BANNER_DISMISSED_KEY = 'cuepoint_enthusiast_push_banner_dismissed';

export const ENTHUSIAST_DASHBOARD_MESSAGES = {
  noBookingRequests: 'No booking requests yet',
  viewAllPastEvents: 'View All Past Events',
  settingsSaved: 'Settings saved',
  settingsFailed: withReason('Failed to save settings'),
  settingsUnreachable: 'Failed to save settings. Please try again.',
  artistAdded: (name: string) => `${name} added to your favorite artists`,
  artistRemoved: (name: string) => `${name} removed from your favorite artists`,
  artistAddFailed: withReason('Failed to add favorite artist'),
  artistRemoveFailed: withReason('Failed to remove favorite artist'),
  djAdded: (name: string) => `${name} added to your favorite DJs`,
  djRemoved: (name: string) => `${name} removed from your favorite DJs`,
  djAddFailed: withReason('Failed to add favorite DJ'),
  djRemoveFailed: withReason('Failed to remove favorite DJ'),
  loadFailed: (what: string, error: string | undefined) => withReason(`Failed to load ${what}`)(error),
  /** The exact words users meet (docs/product/enthusiasts.md). */
  pushUnsupported: 'Push notifications are not supported in this browser',
  pushBlocked: 'Notifications are blocked. Please enable them in your browser settings.',
} as const;
