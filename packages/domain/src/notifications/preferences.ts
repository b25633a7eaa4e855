import type { TUserType } from '../accounts/user-types.ts';

/** The notification categories (docs/product/notifications.md), in the spec's order. */
export const NOTIFICATION_CATEGORIES = [
  'djAvailableInCity',
  'requestResponses',
  'bookingUpdates',
  'eventReminders',
  'newFeatures',
] as const;
export type TNotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export type TNotificationPreferences = Record<TNotificationCategory, boolean>;

/** Defaults (docs/product/notifications.md): newFeatures off, the others on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  djAvailableInCity: true,
  requestResponses: true,
  bookingUpdates: true,
  eventReminders: true,
  newFeatures: false,
};

export function isNotificationCategory(value: string): value is TNotificationCategory {
  return (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The user types the categories are worded for (docs/product/notifications.md); every other account reads the
 * enthusiast's words.
 */
export type TNotificationAudience = 'dj' | 'venue' | 'enthusiast';

export function notificationAudience(userType: TUserType | string | null | undefined): TNotificationAudience {
  return userType === 'dj' || userType === 'venue' ? userType : 'enthusiast';
}

/**
 * Each category as its audience reads it in the preferences and in e-mail footers. A DJ is not told about other DJs
 * in its city: that category is not offered to DJs (its value is kept, and nothing is sent under it to a DJ).
 */
export const CATEGORY_LABELS: Record<
  TNotificationAudience,
  Partial<Record<TNotificationCategory, string>>
> = {
  dj: {
    bookingUpdates: 'New booking and co-streaming requests, and updates to your bookings',
    requestResponses: 'Answers to your offers',
    eventReminders: 'Reminders before your gigs',
    newFeatures: 'New Cuepoint features',
  },
  venue: {
    djAvailableInCity: 'DJs available in your city',
    requestResponses: 'DJ answers and offers on your booking requests',
    bookingUpdates: 'Booking updates: confirmations, payments and cancellations',
    eventReminders: 'Reminders before your events',
    newFeatures: 'New Cuepoint features',
  },
  enthusiast: {
    djAvailableInCity: 'DJs available in your city',
    requestResponses: 'Answers to your booking requests',
    bookingUpdates: 'Booking updates: confirmations, payments and cancellations',
    eventReminders: 'Reminders before your events',
    newFeatures: 'New Cuepoint features',
  },
};

/** The categories an audience is offered, in the spec's order. */
export function categoriesFor(audience: TNotificationAudience): TNotificationCategory[] {
  return NOTIFICATION_CATEGORIES.filter((category) => CATEGORY_LABELS[audience][category] !== undefined);
}

/** A category's label for the audience (the enthusiast's words when the audience has none). */
export function categoryLabel(audience: TNotificationAudience, category: TNotificationCategory): string {
  return CATEGORY_LABELS[audience][category] ?? CATEGORY_LABELS.enthusiast[category] ?? category;
}

/**
 * What the push prompt and the dialog say to each user type (docs/product/notifications.md: DJ copy about co-streaming
 * requests, venue copy about new DJ opportunities; docs/product/notifications.md).
 */
export const PUSH_PROMPT_COPY: Record<TNotificationAudience, { title: string; body: string }> = {
  dj: {
    title: 'Never miss a co-streaming request',
    body: 'Turn on notifications to hear about new booking and co-streaming requests the moment venues send them.',
  },
  venue: {
    title: 'Be first to new DJ opportunities',
    body: 'Turn on notifications to hear about new DJ opportunities and when DJs answer your booking requests.',
  },
  enthusiast: {
    title: 'Never miss a set near you',
    body: 'Turn on notifications to hear when DJs you love play in your city and when DJs answer your requests.',
  },
};

export const PUSH_PROMPT_ACTIONS = { enable: 'Enable notifications', later: 'Later' } as const;
