import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ZConfirmPasswordPayload, REAUTH_REQUIRED } from '@cuepoint/domain/accounts/step-up';
import { SIGN_IN_MENU } from '@cuepoint/domain/accounts/user-types';
import { apiBody, apiClient, hasErrorCode } from '../../lib/api.ts';
import { onStepUpRequired } from '../../lib/step-up-signals.ts';
import { Button } from '../../ui/button.tsx';
import { Alert } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/field.tsx';
import { LazyModal as Modal } from '../../ui/lazy-modal.tsx';
import { useAuth } from './auth-context.tsx';
import { useAuthModals } from './auth-modals.tsx';

export const STEP_UP_TITLE = 'Confirm your password';

/**
 * The step-up's question (decision record 054): a sensitive call refused with 403 REAUTH_REQUIRED opens this dialog
 * through the API client; the password confirmed (POST /auth/confirm-password), the client sends the call again.
 * Escape, Close or Cancel decline, and the call's refusal stands. An account without a password is offered a new
 * sign-in instead.
 */
export function StepUpDialog() {
  const { user, signOut } = useAuth();
  const modals = useAuthModals();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [noPassword, setNoPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      onStepUpRequired(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setPassword('');
            setError(undefined);
            setNoPassword(null);
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZConfirmPasswordPayload.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await apiBody(apiClient.POST('/auth/confirm-password', { body: parsed.data }));
      finish(true);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Network error';
      if (hasErrorCode(failure, 'NO_PASSWORD')) setNoPassword(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const signInAgain = async () => {
    const entry = SIGN_IN_MENU.find((item) => item.type === user?.user_type);
    const returnTo = `${window.location.pathname}${window.location.search}`;
    finish(false);
    await signOut();
    if (entry) modals.openSignIn(entry.type, { returnTo });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : finish(false))}
      title={STEP_UP_TITLE}
      description={REAUTH_REQUIRED}
      size="sm"
    >
      {noPassword ? (
        <div className="flex flex-col gap-4">
          <Alert tone="info">{noPassword}</Alert>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void signInAgain()}>Sign in again</Button>
            <Button variant="ghost" onClick={() => finish(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <p className="text-xs text-mist-400">
            For your security we ask again before changes to payouts, your e-mail or your account.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={busy}>
              {busy ? 'Confirming...' : 'Confirm'}
            </Button>
            <Button variant="ghost" onClick={() => finish(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
