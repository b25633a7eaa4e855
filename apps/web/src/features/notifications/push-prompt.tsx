import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { BellRing, X } from 'lucide-react';
import { PUSH_DIALOG_MESSAGES } from '@cuepoint/domain/notifications/messages';
import { PUSH_PROMPT_ACTIONS, PUSH_PROMPT_COPY } from '@cuepoint/domain/notifications/preferences';
import { Button } from '../../ui/button.tsx';
import { Alert } from '../../ui/feedback.tsx';
import { enablePush, readPushStatus } from './push-actions.ts';
import { pushBrowser } from './push-browser.ts';

/** Later hides the prompt for this browser session (docs/product/notifications.md). */
export const PUSH_PROMPT_LATER_KEY = 'cuepoint_push_prompt_later';

function laterChosen(): boolean {
  try {
    return sessionStorage.getItem(PUSH_PROMPT_LATER_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The push prompt for DJs and venues (docs/product/notifications.md; docs/product/notifications.md): shown when
 * permission was never asked and this browser has no subscription; when permission is already granted without one, the
 * browser is subscribed silently. Later hides it for the session. DJ copy speaks of co-streaming requests, venue copy
 * of new DJ opportunities. It is drawn at the end of the body: inside the header (whose backdrop filter makes it the
 * containing block of fixed descendants) 'bottom of the window' meant the header's bottom, and the card hung off the
 * top of the page.
 */
export function PushPrompt({ userType }: { userType: 'dj' | 'venue' }) {
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let active = true;
    void (async () => {
      const browser = pushBrowser();
      if (!browser.supported() || laterChosen()) return;
      const { subscribed } = await readPushStatus();
      if (!active || subscribed) return;
      if (browser.permission() === 'granted') {
        // Granted earlier (another account, a reinstall): subscribe without asking again. A failure is logged only.
        await enablePush('prompt', { silent: true }).catch((error: unknown) => console.error(error));
        return;
      }
      if (browser.permission() === 'default') setVisible(true);
    })();
    return () => {
      active = false;
    };
  }, []);

  if (!visible) return null;
  const copy = PUSH_PROMPT_COPY[userType];
  const later = () => {
    try {
      sessionStorage.setItem(PUSH_PROMPT_LATER_KEY, '1');
    } catch {
      // Without storage it still goes away for this page.
    }
    setVisible(false);
  };
  return createPortal(
    <section
      aria-labelledby="push-prompt-title"
      className="fixed bottom-4 right-4 left-4 z-40 max-w-sm rounded-2xl border border-wave-400/40 bg-ink-800 p-4 shadow-2xl sm:left-auto"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-wave-400/15 text-wave-300">
          <BellRing className="size-5" aria-hidden />
        </span>
        <div className="flex-1">
          <h2 id="push-prompt-title" className="font-display text-base font-semibold">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm text-mist-200">{copy.body}</p>
        </div>
        <button
          type="button"
          onClick={later}
          aria-label="Close"
          className="rounded-full p-1.5 text-mist-300 hover:bg-ink-700 hover:text-mist-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {notice ? (
        <Alert tone={notice.tone} className="mt-3">
          {notice.text}
        </Alert>
      ) : null}
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={later}>
          {PUSH_PROMPT_ACTIONS.later}
        </Button>
        <Button
          size="sm"
          busy={busy}
          disabled={busy || notice?.tone === 'success'}
          onClick={async () => {
            setBusy(true);
            setNotice(null);
            try {
              await enablePush('prompt');
              setNotice({ tone: 'success', text: PUSH_DIALOG_MESSAGES.enabled });
            } catch (error) {
              setNotice({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
            } finally {
              setBusy(false);
            }
          }}
        >
          {PUSH_PROMPT_ACTIONS.enable}
        </Button>
      </div>
    </section>,
    document.body,
  );
}
