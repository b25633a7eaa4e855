import { useState } from 'react';
import { resendVerification, type ResendResult } from './resend-verification.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * 'Resend Verification Email' (docs/product/accounts-and-sessions.md) for `email`: 'Sending...' while busy, then the
 * server's answer; after a mail went out (or the server asked to wait) the button rests with a countdown, so a second
 * click does not send another at once.
 */
export function useResendVerification(email: string) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ResendResult | null>(null);
  const cooldown = useCountdown();

  const resend = async () => {
    setSending(true);
    setResult(null);
    const outcome = await resendVerification(email);
    setResult(outcome);
    if (outcome.wait) cooldown.start(outcome.wait);
    setSending(false);
  };
  const resting = cooldown.remaining > 0;
  const label = sending
    ? 'Sending...'
    : resting
      ? result?.ok
        ? `Email sent · resend in ${cooldown.remaining}s`
        : `Resend in ${cooldown.remaining}s`
      : 'Resend Verification Email';
  return { resend, label, busy: sending, disabled: sending || resting, result };
}
