/**
 * The texts of push notifications and the Push notification dialog (docs/product/notifications.md; word for word), with
 * the few the spec leaves to us. Free of schema code: the web's lazily loaded notification parts import it without zod.
 */
export const PUSH_MESSAGES = {
  unsupported: 'Push notifications are not supported in this browser',
  blocked: 'Notifications are blocked. Please enable them in your browser settings.',
  permissionNotGranted: 'Permission not granted for push notifications',
  serviceWorkerFailed: 'Failed to register service worker',
  noSubscription: 'No active subscription found',
  testFailed: 'Failed to send test notification',
  preferencesSaveFailed: 'Failed to update notification preferences',
  preferencesLoadFailed: 'Failed to get notification preferences',
  subscriptionSaveFailed: 'Failed to save subscription',
} as const;

/** The dialog's outcomes (docs/product/notifications.md; word for word). */
export const PUSH_DIALOG_MESSAGES = {
  enabled: 'Notifications enabled successfully!',
  disabled: 'Notifications disabled successfully.',
  disableFailed: 'Failed to disable notifications.',
  preferencesUpdated: 'Notification preferences updated!',
  testSent: 'Test notification sent! Check your notifications.',
} as const;

/** Where the spec is silent: how the server refuses a push endpoint or a subscription body, and the centre's texts. */
export const NOTIFICATION_API_MESSAGES = {
  endpointNotHttps: 'The push endpoint must be an https:// address',
  endpointNotAllowed: 'The push endpoint must be a public push service address',
  endpointUnresolvable: 'The push endpoint could not be resolved',
  keysInvalid: 'The subscription keys must be base64url: p256dh a 65-byte P-256 key, auth 16 bytes',
  notificationNotFound: 'Notification not found',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
} as const;

/** The test push (POST /push-notifications/test.php). */
export const TEST_PUSH = {
  title: 'Cuepoint test notification',
  body: 'Push notifications work on this device.',
} as const;

/**
 * The dialog's status line for each state (docs/product/notifications.md: enabled only when granted and subscribed).
 */
export const PUSH_STATUS_TEXT = {
  checking: 'Checking this browser…',
  unsupported: PUSH_MESSAGES.unsupported,
  blocked: PUSH_MESSAGES.blocked,
  enabled: 'Enabled: this browser receives push notifications.',
  off: 'Off: this browser does not receive push notifications.',
} as const;

export const NOTIFICATION_CENTRE_TEXT = {
  title: 'Notifications',
  empty: 'No notifications yet',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  loadFailed: 'Could not load your notifications. Please try again.',
  retry: 'Try again',
  settings: 'Notification settings',
  bellLabel: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
} as const;
