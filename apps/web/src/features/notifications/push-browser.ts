/**
 * The browser's push machinery behind one small interface, so the dialog and the prompt are tested with a stand-in
 * (setPushBrowser) and the real one is read only when used.
 */
export type BrowserSubscription = {
  endpoint: string;
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
};

export type PushBrowser = {
  supported(): boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** Registers /sw.js with scope / (idempotent) and waits until it is active. */
  register(): Promise<void>;
  subscription(): Promise<BrowserSubscription | null>;
  subscribe(applicationServerKey: Uint8Array<ArrayBuffer>): Promise<BrowserSubscription>;
};

export const SERVICE_WORKER_URL = '/sw.js';

const realBrowser: PushBrowser = {
  supported: () =>
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async register() {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    await navigator.serviceWorker.ready;
  },
  async subscription() {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return (await registration?.pushManager.getSubscription()) ?? null;
  },
  async subscribe(applicationServerKey) {
    const registration = await navigator.serviceWorker.ready;
    // Only notifications the person sees (docs/product/notifications.md: subscription is user-visible only).
    return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  },
};

let current: PushBrowser = realBrowser;

export function pushBrowser(): PushBrowser {
  return current;
}

/** Tests put a stand-in in place (and back with `setPushBrowser(null)`). */
export function setPushBrowser(browser: PushBrowser | null): void {
  current = browser ?? realBrowser;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
