import { useState } from 'react';
import { apiBody, apiClient } from '../../lib/api.ts';
import { errorReason } from '../../lib/error-reason.ts';
import { Button } from '../../ui/button.tsx';
import { Alert } from '../../ui/feedback.tsx';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/** Change your password: e-mails the signed-in account the same reset link "Forgot password?" sends. */
export function PasswordResetAction({ email }: { email: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'sending' });
    try {
      const body = await apiBody(apiClient.POST('/auth/forgot-password', { body: { email } }));
      setState({ kind: 'sent', message: body.message ?? `We sent a reset link to ${email}.` });
    } catch (error) {
      setState({ kind: 'failed', message: errorReason(error) ?? 'Network error. Please try again.' });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="font-semibold text-mist-100">Change your password</p>
        <p className="text-sm text-mist-300">We e-mail you a link to set a new one.</p>
      </div>
      <Button variant="outline" size="sm" busy={state.kind === 'sending'} onClick={() => void send()}>
        {state.kind === 'sending' ? 'Sending...' : 'E-mail me a reset link'}
      </Button>
      {state.kind === 'sent' ? <Alert tone="success">{state.message}</Alert> : null}
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
    </div>
  );
}
