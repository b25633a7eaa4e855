import { useEffect, useId, useState } from 'react';
import { BellOff, BellRing, Send } from 'lucide-react';
import {
  PUSH_DIALOG_MESSAGES,
  PUSH_MESSAGES,
  PUSH_STATUS_TEXT,
} from '@cuepoint/domain/notifications/messages';
import {
  categoriesFor,
  categoryLabel,
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationAudience,
  PUSH_PROMPT_COPY,
  type TNotificationPreferences,
} from '@cuepoint/domain/notifications/preferences';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../../ui/button.tsx';
import { Alert, Spinner } from '../../ui/feedback.tsx';
import { disablePush, enablePush, loadPreferences, savePreferences, sendTestPush } from './push-actions.ts';
import { usePushStatus } from './use-push-status.ts';

type Notice = { tone: 'success' | 'error'; text: string } | null;
type Busy = null | 'enable' | 'disable' | 'test' | 'save';

const reason = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The Push notification dialog (docs/product/notifications.md): this browser's status, enable, disable, a test push,
 * the preferences and their save, with the spec's messages. Copy is tailored to the user type
 * (docs/product/notifications.md).
 */
export function PushDialog({
  open,
  onOpenChange,
  userType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userType: string | undefined;
}) {
  const audience = notificationAudience(userType);
  const push = usePushStatus();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [preferences, setPreferences] = useState<TNotificationPreferences | null>(null);
  const [preferencesError, setPreferencesError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const legendId = useId();

  const { refresh } = push;
  useEffect(() => {
    if (!open) return;
    setNotice(null);
    void refresh();
    let active = true;
    setPreferencesError(null);
    loadPreferences().then(
      (loaded) => {
        if (!active) return;
        setPreferences(loaded);
        setDirty(false);
      },
      (error: unknown) => {
        if (!active) return;
        setPreferencesError(reason(error, PUSH_MESSAGES.preferencesLoadFailed));
        setPreferences({ ...DEFAULT_NOTIFICATION_PREFERENCES });
      },
    );
    return () => {
      active = false;
    };
  }, [open, refresh]);

  const run = async (which: Exclude<Busy, null>, work: () => Promise<string>, failure: string) => {
    setBusy(which);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await work() });
    } catch (error) {
      setNotice({ tone: 'error', text: reason(error, failure) });
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const enable = () =>
    run(
      'enable',
      async () => {
        await enablePush('php');
        return PUSH_DIALOG_MESSAGES.enabled;
      },
      PUSH_MESSAGES.subscriptionSaveFailed,
    );
  const disable = () =>
    run(
      'disable',
      async () => {
        try {
          await disablePush('php');
        } catch {
          throw new Error(PUSH_DIALOG_MESSAGES.disableFailed);
        }
        return PUSH_DIALOG_MESSAGES.disabled;
      },
      PUSH_DIALOG_MESSAGES.disableFailed,
    );
  const test = () =>
    run(
      'test',
      async () => {
        await sendTestPush();
        return PUSH_DIALOG_MESSAGES.testSent;
      },
      PUSH_MESSAGES.testFailed,
    );
  const save = () =>
    run(
      'save',
      async () => {
        if (!preferences) throw new Error(PUSH_MESSAGES.preferencesSaveFailed);
        setPreferences(await savePreferences(preferences));
        setDirty(false);
        return PUSH_DIALOG_MESSAGES.preferencesUpdated;
      },
      PUSH_MESSAGES.preferencesSaveFailed,
    );

  const { status } = push;
  const copy = PUSH_PROMPT_COPY[audience];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Push notifications"
      description={copy.body}
      size="md"
    >
      <div className="space-y-5">
        <section
          aria-labelledby={`${legendId}-status`}
          className="rounded-xl border border-ink-600 bg-ink-900 p-4"
        >
          <h3 id={`${legendId}-status`} className="text-sm text-mist-300">
            Status
          </h3>
          <p className="mt-1 font-medium text-mist-100" data-testid="push-dialog-status">
            {PUSH_STATUS_TEXT[status]}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {status === 'enabled' ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busy === 'test'}
                  disabled={busy !== null}
                  onClick={() => void test()}
                  icon={<Send className="size-4" aria-hidden />}
                >
                  Send test notification
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  busy={busy === 'disable'}
                  disabled={busy !== null}
                  onClick={() => void disable()}
                  icon={<BellOff className="size-4" aria-hidden />}
                >
                  Disable notifications
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                busy={busy === 'enable'}
                disabled={
                  busy !== null || status === 'checking' || status === 'unsupported' || status === 'blocked'
                }
                onClick={() => void enable()}
                icon={<BellRing className="size-4" aria-hidden />}
              >
                Enable notifications
              </Button>
            )}
          </div>
        </section>

        <form
          aria-labelledby={legendId}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset disabled={preferences === null || busy === 'save'}>
            <legend id={legendId} className="font-display text-base font-semibold">
              What you hear about
            </legend>
            <p className="mt-1 text-sm text-mist-300">
              By push and by e-mail. Everything else stays in your notifications.
            </p>
            {preferences === null ? (
              <Spinner label="Loading your preferences" className="mt-3" />
            ) : (
              <ul className="mt-3 space-y-2">
                {categoriesFor(audience).map((category) => (
                  <li key={category}>
                    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-ink-800">
                      <input
                        type="checkbox"
                        className="size-4 accent-cue-500"
                        checked={preferences[category]}
                        onChange={(event) => {
                          setPreferences({ ...preferences, [category]: event.target.checked });
                          setDirty(true);
                        }}
                      />
                      <span className="text-sm">{categoryLabel(audience, category)}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {preferencesError ? (
              <Alert tone="error" className="mt-3">
                {preferencesError}
              </Alert>
            ) : null}
            <Button
              type="submit"
              size="sm"
              className="mt-4"
              busy={busy === 'save'}
              disabled={!dirty || busy !== null}
            >
              Save preferences
            </Button>
          </fieldset>
        </form>

        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </Modal>
  );
}
