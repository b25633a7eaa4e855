import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MailWarning } from 'lucide-react';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import { Button } from '../../ui/button.tsx';
import { Container } from '../../ui/layout.tsx';
import { useAuth } from './auth-context.tsx';
import { useResendVerification } from './pages/use-resend-verification.ts';
import { verifyEmailLead } from './verify-email-copy.ts';

/** The pages that already speak of the link: the banner stays off them. */
const VERIFICATION_PAGES = ['/check-email', '/verify-email'];

/**
 * For a signed-in account that has not verified its address: what waits for it (whatever reaches other people refuses
 * an unverified account, decision record 043) and a way to get the link again, on every page of the main layout, so a
 * new account learns it before it fills a booking form rather than from the refusal.
 */
export function VerifyEmailBanner() {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  // Only the session the server confirmed speaks: the profile this browser kept may be from before the link was used.
  if (status !== 'authenticated' || !user || user.email_verified !== false) return null;
  if (VERIFICATION_PAGES.includes(pathname)) return null;
  return <Banner email={user.email} userType={user.user_type} />;
}

/**
 * The link is usually opened in another tab (the mail's): coming back to this one, the session is read again, and the
 * banner goes once the address is verified.
 */
function useRecheckOnReturn() {
  // The check that keeps the page as it is when the server cannot be reached (a laptop waking up offline).
  const { recheck } = useAuth();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void recheck();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [recheck]);
}

function Banner({ email, userType }: { email: string; userType: TUserType }) {
  const { resend, label, busy, disabled, result } = useResendVerification(email);
  useRecheckOnReturn();
  return (
    <section aria-labelledby="verify-email-title" className="border-b border-amber-400/30 bg-amber-400/10">
      <Container className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
        <MailWarning className="hidden size-5 shrink-0 text-amber-200 sm:block" aria-hidden />
        <div className="min-w-0 flex-1 text-sm">
          <h2 id="verify-email-title" className="font-semibold text-amber-100">
            Verify your email address
          </h2>
          <p className="text-mist-200">
            {verifyEmailLead(userType)}{' '}
            <strong className="font-semibold text-mist-100 [overflow-wrap:anywhere]">{email}</strong>.
          </p>
          <p aria-live="polite" className="empty:hidden">
            {result ? (
              <span className={result.ok ? 'text-wave-200' : 'text-red-200'}>{result.message}</span>
            ) : null}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void resend()}
          disabled={disabled}
          aria-busy={busy || undefined}
        >
          {label}
        </Button>
      </Container>
    </section>
  );
}
