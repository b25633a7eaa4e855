import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { userTypeLabel } from '@cuepoint/domain/accounts/user-types';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { useAuth, type AuthUser } from '../auth-context.tsx';
import { AuthPageFrame, StatusHeader } from './auth-page-frame.tsx';
import type { CheckEmailState } from './check-email-state.ts';
import { useResendVerification } from './use-resend-verification.ts';
import { Redirect } from '../../../app/render/redirect.tsx';

/**
 * /check-email?email=&userType= after registration (docs/product/accounts-and-sessions.md): where the link went and how
 * to get another.
 */
export function CheckEmailPage() {
  usePageTitle('Check your email');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const role = userTypeLabel(params.get('userType'));
  const { resend, label, busy, disabled, result } = useResendVerification(email);
  const registeredUser = (useLocation().state as CheckEmailState | null)?.registeredUser;
  const { setUser } = useAuth();

  // After registration the new account is signed in (docs/product/accounts-and-sessions.md): keep its user from here
  // on.
  useEffect(() => {
    if (registeredUser) setUser(registeredUser as AuthUser);
  }, [registeredUser, setUser]);

  if (!email) return <Redirect to="/" />;

  return (
    <AuthPageFrame>
      <StatusHeader
        icon={<MailCheck className="size-8 text-wave-300" aria-hidden />}
        title="Check your email"
      >
        <p>
          We sent a verification link to{' '}
          <strong className="font-semibold text-mist-100 [overflow-wrap:anywhere]">{email}</strong>.
        </p>
        <p className="mt-2 text-sm">
          Account type: <span className="font-semibold text-mist-100">{role}</span>
        </p>
      </StatusHeader>
      <section aria-labelledby="next-steps" className="mt-8 rounded-xl border border-ink-600 bg-ink-900 p-5">
        <h2 id="next-steps" className="text-base font-semibold">
          Next steps
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-mist-300">
          <li>Check your inbox, and your spam folder, for an email from Cuepoint.</li>
          <li>Click the verification link in the email.</li>
          <li>Return here and sign in to your account.</li>
        </ol>
      </section>
      <div aria-live="polite" className="mt-5 empty:hidden">
        {result ? <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button
          className="sm:flex-1"
          onClick={() => void resend()}
          disabled={disabled}
          aria-busy={busy || undefined}
        >
          {label}
        </Button>
        <ButtonLink to="/" variant="outline" className="sm:flex-1">
          Back to Homepage
        </ButtonLink>
      </div>
    </AuthPageFrame>
  );
}
