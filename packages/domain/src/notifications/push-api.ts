import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, type TNotificationCategory } from './preferences.ts';
import { NOTIFICATION_API_MESSAGES as M } from './messages.ts';

/**
 * The push and notification API (docs/product/notifications.md; docs/product/notifications.md): bodies both variants
 * accept, the preferences, and the notification centre. Shared by the server (validation, OpenAPI) and the web app.
 */

/** A key as the browser's PushSubscription.toJSON() gives it (base64url) or as older code sends it (base64). */
const toBase64Url = (value: string) =>
  value.trim().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An uncompressed P-256 point (65 bytes, first byte 0x04: base64url 'B…', 87 characters). */
const P256DH = /^B[A-Za-z0-9_-]{86}$/;
/** 16 random bytes: 22 base64url characters, the last one carrying 2 bits (A, Q, g or w). */
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw]$/;

export const ZPushKeys = z.object({
  p256dh: z
    .string()
    .max(200)
    .transform(toBase64Url)
    .refine((value) => P256DH.test(value), M.keysInvalid),
  auth: z
    .string()
    .max(100)
    .transform(toBase64Url)
    .refine((value) => AUTH.test(value), M.keysInvalid),
});

/** The push service's address: checked again on the server against private networks after DNS resolution. */
export const ZPushEndpoint = z
  .string()
  .trim()
  .max(2048, 'The push endpoint is too long')
  .refine((value) => URL.canParse(value), 'The push endpoint must be a URL')
  .refine((value) => value.toLowerCase().startsWith('https://'), M.endpointNotHttps);

export const ZPushSubscription = z.object({
  endpoint: ZPushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: ZPushKeys,
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

const deviceText = z.string().max(512).optional();

/** POST /push-notifications/subscribe.php */
export const ZSubscribePhpBody = z.object({
  subscription: ZPushSubscription,
  deviceInfo: z.object({ userAgent: deviceText, platform: deviceText }).optional().nullable(),
});
export type TSubscribePhpBody = z.input<typeof ZSubscribePhpBody>;

/** POST /notifications/subscribe (the variant of the DJ and venue prompts). */
export const ZSubscribeRestBody = z.object({
  subscription: ZPushSubscription,
  device_info: z
    .object({
      userAgent: deviceText,
      platform: deviceText,
      timestamp: z.union([z.string().max(64), z.number()]).optional(),
    })
    .optional()
    .nullable(),
});
export type TSubscribeRestBody = z.input<typeof ZSubscribeRestBody>;

/** POST /push-notifications/unsubscribe.php */
export const ZUnsubscribePhpBody = z.object({ endpoint: ZPushEndpoint });

/**
 * DELETE /notifications/unsubscribe: the spec sends no body. With an endpoint only that device stops; without one
 * every device of the account does (the prompt's variant has no other way to name the device).
 */
export const ZUnsubscribeRestBody = z.object({ endpoint: ZPushEndpoint.optional() }).optional().nullable();

const flag = z.boolean();
export const ZNotificationPreferences = z.object({
  djAvailableInCity: flag,
  requestResponses: flag,
  bookingUpdates: flag,
  eventReminders: flag,
  newFeatures: flag,
}) satisfies z.ZodType<Record<TNotificationCategory, boolean>>;

const ZPreferencesPatch = ZNotificationPreferences.partial().strict();

/**
 * PUT /push-notifications/preferences.php: `{ preferences: {…} }` as GET answers it, or the flags themselves; only
 * the categories sent change. At least one is required.
 */
export const ZPreferencesUpdate = z
  .union([z.object({ preferences: ZPreferencesPatch }).strict(), ZPreferencesPatch])
  .transform(
    (body) =>
      ('preferences' in body ? body.preferences : body) as Partial<Record<TNotificationCategory, boolean>>,
  )
  .refine((patch) => Object.keys(patch).length > 0, {
    message: `Send at least one of ${NOTIFICATION_CATEGORIES.join(', ')} as true or false`,
  });

/** GET/PUT /push-notifications/preferences.php answer. */
export const ZPreferencesAnswer = z.object({
  success: z.literal(true),
  preferences: ZNotificationPreferences,
});

/** GET /push-notifications/public-key: the VAPID application server key the browser subscribes with. */
export const ZPublicKeyAnswer = z.object({
  success: z.literal(true),
  data: z.object({ public_key: z.string() }),
});

/** What subscribe answers: the device's subscription as stored. */
export const ZSubscriptionAnswer = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int(), endpoint: z.string(), created: z.boolean() }),
});

export const ZSuccessAnswer = z.object({
  success: z.literal(true),
  data: z.object({ removed: z.number().int() }),
});

/** One item of the notification centre. */
export const ZNotificationItem = z.object({
  id: z.number().int(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path on this site (the booking, the request list, the dashboard). */
  url: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  read_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TNotificationItem = z.infer<typeof ZNotificationItem>;

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /notifications?before= (older pages by id). */
export const ZNotificationListQuery = z.object({
  // Ids are 32-bit: a larger cursor is no notification's (a 400 in words, never a failed query).
  before: z.coerce
    .number()
    .int('The before parameter must be a notification id')
    .min(1, 'The before parameter must be a notification id')
    .max(2_147_483_647, 'The before parameter must be a notification id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});

export const ZNotificationList = z.object({
  success: z.literal(true),
  data: z.array(ZNotificationItem),
  unread_count: z.number().int().min(0),
  /** Pass as `before` for the next page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZUnreadCount = z.object({ success: z.literal(true), unread_count: z.number().int().min(0) });

export const ZNotificationIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The server-sent event of the unread count (GET /notifications/updates). */
export const NOTIFICATIONS_UNREAD_EVENT = 'unread';
export const ZUnreadEvent = z.object({ unread_count: z.number().int().min(0) });
