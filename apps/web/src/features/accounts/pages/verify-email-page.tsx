import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  VERIFICATION_FAILED,
  VERIFICATION_TOKEN_MISSING,
} from '@cuepoint/domain/accounts/messages';
import { VERIFY_SUCCESS_REDIRECT_MS } from '@cuepoint/domain/accounts/user-types';
import { api, ApiError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/feedback.tsx';
import { useAuth } from '../auth-context.tsx';
import { AuthPageFrame, StatusHeader } from './auth-page-frame.tsx';
import { oncePerKey } from './once-per-key.ts';

type VerifyBody = {
  success?: boolean;
  message?: string;
  error?: string;
  data?: { user_type?: string; error?: string; message?: string; already_verified?: boolean };
};
type VerifyState =
  | { status: 'loading' }
  | { status: 'success'; message: string; already: boolean }
  | { status: 'error'; message: string };

const verifyOnce = oncePerKey<VerifyState>();

/** The failure text: the server's (in data.error or error), else the spec's fallback (1-foundation §7, §8). */
function failureMessage(body: VerifyBody | undefined): string {
  return body?.data?.error || body?.error || VERIFICATION_FAILED;
}

async function verify(token: string): Promise<VerifyState> {
  try {
    const body = await api<VerifyBody>('/auth/verify-email', { method: 'POST', body: { token } });
    if (body.success === false) return { status: 'error', message: failureMessage(body) };
    // A link opened a second time: the server says the address is already verified.
    const already = body.data?.already_verified === true;
    return {
      status: 'success',
      already,
      message: body.data?.message || body.message || (already ? EMAIL_ALREADY_VERIFIED : EMAIL_VERIFIED),
    };
  } catch (error) {
    return {
      status: 'error',
      message: failureMessage(error instanceof ApiError ? (error.body as VerifyBody) : undefined),
    };
  }
}

/** /verify-email?token= (1-foundation §2): loading, then success (home after 5 s) or error. */
export function VerifyEmailPage() {
  usePageTitle('Verify your email');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { refresh } = useAuth();
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

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => navigate('/', { replace: true }), VERIFY_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <AuthPageFrame>
      {state.status === 'loading' ? (
        <div className="flex justify-center py-10">
          <Spinner label="Verifying your email..." />
        </div>
      ) : null}
      {state.status === 'success' ? (
        <div role="status">
          <StatusHeader
            icon={<CircleCheck className="size-8 text-emerald-300" aria-hidden />}
            title={state.already ? 'Already verified' : 'Email verified'}
          >
            <p>{state.message}</p>
            <p className="mt-2 text-sm text-mist-400">
              Taking you to the homepage in {VERIFY_SUCCESS_REDIRECT_MS / 1000} seconds…
            </p>
          </StatusHeader>
          <ButtonLink to="/" className="mt-8 w-full">
            Go to Homepage
          </ButtonLink>
        </div>
      ) : null}
      {state.status === 'error' ? (
        <div role="alert">
          <StatusHeader
            icon={<CircleAlert className="size-8 text-red-300" aria-hidden />}
            title="Verification failed"
          >
            <p>{state.message}</p>
          </StatusHeader>
          <ButtonLink to="/" className="mt-8 w-full">
            Go to Homepage
          </ButtonLink>
        </div>
      ) : null}
    </AuthPageFrame>
  );
}
