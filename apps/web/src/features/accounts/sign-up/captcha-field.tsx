import { Component, lazy, Suspense, useCallback, type ReactNode } from 'react';
import {
  CAPTCHA_ERROR,
  CAPTCHA_EXECUTION_FAILED,
  CAPTCHA_EXPIRED,
  CAPTCHA_LOAD_FAILED,
} from '@cuepoint/domain/accounts/messages';
import { Spinner } from '../../../ui/feedback.tsx';
import type { CaptchaEvent } from './altcha-widget.tsx';
import { FieldError } from '../../../ui/field.tsx';

// Loaded only when the e-mail sign-up opens, so the widget and its workers stay out of the initial bundle.
const AltchaWidget = lazy(() => import('./altcha-widget.tsx'));

class LoadBoundary extends Component<{ children: ReactNode; onFail(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The message each widget event leaves next to the field (docs/product/accounts-and-sessions.md); null clears it. */
export function captchaMessage(event: CaptchaEvent): string | null {
  switch (event.kind) {
    case 'expired':
      return CAPTCHA_EXPIRED;
    case 'load-failed':
      return CAPTCHA_LOAD_FAILED;
    case 'execution-failed':
      return CAPTCHA_EXECUTION_FAILED;
    case 'error':
      return CAPTCHA_ERROR;
    default:
      return null;
  }
}

type CaptchaFieldProps = {
  /** The solution, or null when the check is unverified again (expiry, error). */
  onToken(token: string | null): void;
  onMessage(message: string | null): void;
  error?: string | null | undefined;
  resetKey: number;
};

/**
 * Human verification (docs/product/accounts-and-sessions.md): unverified or verified, unverified again on expiry or
 * error.
 */
export function CaptchaField({ onToken, onMessage, error, resetKey }: CaptchaFieldProps) {
  const onEvent = useCallback(
    (event: CaptchaEvent) => {
      onToken(event.kind === 'verified' ? event.token : null);
      onMessage(captchaMessage(event));
    },
    [onToken, onMessage],
  );
  return (
    <div className="flex flex-col gap-1.5" data-testid="captcha-field">
      <span className="text-sm font-medium text-mist-200">Human verification</span>
      <LoadBoundary onFail={() => onEvent({ kind: 'load-failed' })}>
        <Suspense fallback={<Spinner label="Loading verification" className="text-sm" />}>
          <AltchaWidget onEvent={onEvent} resetKey={resetKey} />
        </Suspense>
      </LoadBoundary>
      <FieldError>{error}</FieldError>
    </div>
  );
}
