import { useEffect, useState } from 'react';
import { BellRing, X } from 'lucide-react';
import { PUSH_BANNER_DISMISSED_KEY } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { TabLink } from '../tab-link.tsx';
import { Button } from '../../../ui/button.tsx';
import { LazyPushDialog } from '../../notifications/lazy-push-dialog.tsx';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(PUSH_BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(PUSH_BANNER_DISMISSED_KEY, '1');
  } catch {
    // Storage can be unavailable (private mode): the banner stays away for this visit only.
  }
}

/**
 * The push-notification banner (docs/product/notifications.md): shown until dismissed, the dismissal remembered in this
 * browser. Its button opens Settings, where the notification status and what is coming are explained. Shown only once
 * the browser has said whether it was dismissed, so it never flashes.
 */
export function PushBanner() {
  const [visible, setVisible] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => setVisible(!readDismissed()), []);
  if (!visible) return null;
  return (
    <section
      aria-labelledby="push-banner-title"
      className="flex flex-col gap-4 rounded-2xl border border-wave-400/40 bg-wave-400/10 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-wave-400/15 text-wave-300">
        <BellRing className="size-6" aria-hidden />
      </span>
      <div className="flex-1">
        <h2 id="push-banner-title" className="font-display text-lg font-semibold">
          Never miss a set near you
        </h2>
        <p className="mt-1 text-sm text-mist-200">
          Push notifications will tell you when DJs you love play in your city and when DJs answer your
          requests.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:self-center">
        <Button size="sm" onClick={() => setDialogOpen(true)}>
          Enable notifications
        </Button>
        <LazyPushDialog open={dialogOpen} onOpenChange={setDialogOpen} userType="enthusiast" />
        <TabLink tab="settings" variant="secondary">
          Notification settings
        </TabLink>
        <button
          type="button"
          onClick={() => {
            rememberDismissed();
            setVisible(false);
          }}
          aria-label="Dismiss the notifications banner"
          className="rounded-full p-2 text-mist-300 hover:bg-ink-700 hover:text-mist-100"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}
