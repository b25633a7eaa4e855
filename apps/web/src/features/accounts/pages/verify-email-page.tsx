import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  VERIFICATION_FAILED,
  VERIFICATION_TOKEN_MISSING,
} from '@cuepoint/domain/accounts/messages';
import { VERIFY_SUCCESS_REDIRECT_MS } from '@cuepoint/domain/accounts/user-types';
import { canRequestBooking } from '@cuepoint/domain/booking/profile-request-form';
import { apiBody, apiClient, ApiError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { useAuth, type AuthUser } from '../auth-context.tsx';
import { bookingHref } from '../../matchmaking/booking-href.ts';
import { AuthPageFrame, Outcome, Pending, useRedirectAfter } from './auth-page-frame.tsx';
import { oncePerKey } from './once-per-key.ts';

type VerifyBody = {
  success?: boolean;
  message?: string;
  error?: string;
  data?: {
    user_type?: string;
    email?: string;
    error?: string;
    message?: string;
    already_verified?: boolean;
    book_dj_id?: number | null;
  };
};
/** Where a verified link leads: the DJ the account was about to book when it signed up, if any. */
type Verified = { message: string; already: boolean; email: string; bookDjId: number | null };
type VerifyState =
  { status: 'loading' } | ({ status: 'success' } & Verified) | { status: 'error'; message: string };

const verifyOnce = oncePerKey<VerifyState>();

/**
 * The failure text: the server's (in data.error or error), else the spec's fallback
 * (docs/product/accounts-and-sessions.md).
 */
function failureMessage(body: VerifyBody | undefined): string {
  return body?.data?.error || body?.error || VERIFICATION_FAILED;
}

async function verify(token: string): Promise<VerifyState> {
  try {
    const body: VerifyBody = await apiBody(apiClient.POST('/auth/verify-email', { body: { token } }));
    if (body.success === false) return { status: 'error', message: failureMessage(body) };
    // A link opened a second time: the server says the address is already verified.
    const already = body.data?.already_verified === true;
    return {
      status: 'success',
      already,
      message: body.data?.message || body.message || (already ? EMAIL_ALREADY_VERIFIED : EMAIL_VERIFIED),
      email: body.data?.email ?? '',
      bookDjId: body.data?.book_dj_id ?? null,
    };
  } catch (error) {
    return {
      status: 'error',
      message: failureMessage(error instanceof ApiError ? (error.body as VerifyBody) : undefined),
    };
  }
}

/**
 * After 5 s a verified link leads home (docs/product/accounts-and-sessions.md), or, when the account signed up from a
 * DJ's 'Book this DJ' (decision record 044), on to that booking: the form itself in the browser signed in as the
 * account, else the DJ's page, whose Book this DJ works once the visitor signs in there.
 */
function nextStep(
  verified: Verified,
  signedIn: AuthUser | null,
): { to: string; label: string; wait: string } {
  const owner = signedIn && signedIn.email.toLowerCase() === verified.email.toLowerCase() ? signedIn : null;
  if (verified.bookDjId === null) {
    // Home leads a signed-in account on to its dashboard: say where the visitor will land.
    return owner
      ? { to: '/', label: 'Go to your dashboard', wait: 'Taking you to your dashboard' }
      : { to: '/', label: 'Go to Homepage', wait: 'Taking you to the homepage' };
  }
  if (owner && canRequestBooking(owner.user_type)) {
    return {
      to: bookingHref(owner.user_type, { id: verified.bookDjId }),
      label: 'Continue your booking',
      wait: 'Taking you on to your booking request',
    };
  }
  return { to: `/dj/${verified.bookDjId}`, label: 'Back to the DJ', wait: 'Taking you back to the DJ' };
}

/** /verify-email?token= (docs/product/accounts-and-sessions.md): loading, then success (onward after 5 s) or error. */
export function VerifyEmailPage() {
  usePageTitle('Verify your email');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { refresh, user } = useAuth();
  const [state, setState] = useState<VerifyState>(() =>
    token ? { status: 'loading' } : { status: 'error', message: VERIFICATION_TOKEN_MISSING },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyOnce(token, () => verify(token)).then((next) => {
      if (!live) return;
      setState(next);
      // A signed-in visitor's cached profile now says verified.
      if (next.status === 'success') void refresh();
    });
    return () => {
      live = false;
    };
  }, [token, refresh]);

  const next = state.status === 'success' ? nextStep(state, user) : null;
  useRedirectAfter(next?.to, VERIFY_SUCCESS_REDIRECT_MS);

  return (
    <AuthPageFrame>
      {state.status === 'loading' ? <Pending label="Verifying your email..." /> : null}
      {state.status === 'success' && next ? (
        <Outcome
          ok
          title={state.already ? 'Already verified' : 'Email verified'}
          next={
            <ButtonLink to={next.to} className="mt-8 w-full">
              {next.label}
            </ButtonLink>
          }
        >
          <p>{state.message}</p>
          <p className="mt-2 text-sm text-mist-400">
            {next.wait} in {VERIFY_SUCCESS_REDIRECT_MS / 1000} seconds…
          </p>
        </Outcome>
      ) : null}
      {state.status === 'error' ? (
        <Outcome
          ok={false}
          title="Verification failed"
          next={
            <ButtonLink to="/" className="mt-8 w-full">
              Go to Homepage
            </ButtonLink>
          }
        >
          <p>{state.message}</p>
        </Outcome>
      ) : null}
    </AuthPageFrame>
  );
}
