/**
 * The venue dashboard's texts (docs/product/venues.md) beside the event form's (venue-event-rules.ts) and the Available
 * DJs card's (available-djs.ts). Where the original only logged a failure, the dashboard says it with these. Free of
 * schema code: the dashboard's parts load them without zod.
 */

/** The spec's stand-in when a failed call says nothing about why. */
const UNKNOWN_ERROR = 'Unknown error';

const withReason = (prefix: string) => (error: string | undefined) =>
  `${prefix}: ${error?.trim() || UNKNOWN_ERROR}`;

export const NOT_SPECIFIED = 'Not specified';

export const VENUE_DASHBOARD_MESSAGES = {
  noBookingRequests: 'No booking requests yet',
  eventCreated: 'Event added',
  eventUpdated: 'Event saved',
  eventDeleted: 'Event deleted',
  deleteEventFailed: withReason('Failed to delete event'),
  bannerUpdated: 'Banner image updated',
  bannerFailed: withReason('Failed to upload banner image'),
  bannerUnreachable: 'Error uploading banner image. Please try again.',
  settingsSaved: 'Venue settings saved',
  settingsFailed: withReason('Failed to save venue settings'),
  hoursSaved: 'Opening hours saved',
  hoursFailed: withReason('Failed to save opening hours'),
  favoriteAdded: (name: string) => `${name} added to your favorite DJs`,
  favoriteRemoved: (name: string) => `${name} removed from your favorite DJs`,
  favoriteAddFailed: withReason('Failed to add favorite DJ'),
  favoriteRemoveFailed: withReason('Failed to remove favorite DJ'),
  coStreamApproved: (event: string) => `You will receive the co-stream of ${event}`,
  coStreamDeclined: (event: string) => `You declined the co-stream of ${event}`,
  coStreamDecisionFailed: withReason('Failed to answer the co-stream request'),
  loadFailed: (what: string, error: string | undefined) => withReason(`Failed to load ${what}`)(error),
} as const;
