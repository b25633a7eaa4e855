import type { BrowserSubscription, PushBrowser } from './push-browser.ts';

/** A browser's push machinery for component tests: permission, a subscription, and what each step does. */
export class FakePushBrowser implements PushBrowser {
  isSupported = true;
  currentPermission: NotificationPermission = 'default';
  /** What the permission question answers. */
  answer: NotificationPermission = 'granted';
  registerFails = false;
  unsubscribeRefused = false;
  permissionAsked = 0;
  current: BrowserSubscription | null = null;

  supported() {
    return this.isSupported;
  }
  permission() {
    return this.currentPermission;
  }
  async requestPermission() {
    this.permissionAsked += 1;
    this.currentPermission = this.answer;
    return this.answer;
  }
  async register() {
    if (this.registerFails) throw new Error('registration refused');
  }
  async subscription() {
    return this.current;
  }
  async subscribe() {
    this.current = this.makeSubscription('https://push.example/device-1');
    return this.current;
  }
  makeSubscription(endpoint: string): BrowserSubscription {
    return {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }),
      unsubscribe: async () => {
        if (this.unsubscribeRefused) return false;
        this.current = null;
        return true;
      },
    };
  }
}
