import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { KeyRound } from 'lucide-react';
import { ZNewPassword } from '@cuepoint/domain/accounts/fields';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_DONE,
  PASSWORDS_DO_NOT_MATCH,
  RESET_TOKEN_INVALID,
  RESET_TOKEN_MISSING,
} from '@cuepoint/domain/accounts/messages';
import { SIGN_IN_MENU, SIGNUP_USER_TYPES, type TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { apiBody, apiClient, ApiError, hasErrorCode } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Alert, Spinner } from '../../../ui/feedback.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useAuthModals } from '../auth-modals.tsx';
import { AuthPageFrame, Outcome, StatusHeader } from './auth-page-frame.tsx';

type ResetBody = {
  success?: boolean;
  message?: string;
  error?: string;
  data?: { user_type?: string; message?: string };
};
type FieldErrors = { password?: string | undefined; confirm?: string | undefined };

function validate(password: string, confirm: string): FieldErrors {
  const parsed = ZNewPassword.safeParse(password);
  const errors: FieldErrors = {};
  if (!parsed.success) errors.password = parsed.error.issues[0]?.message;
  if (parsed.success && confirm !== password) errors.confirm = PASSWORDS_DO_NOT_MATCH;
  return errors;
}

function signInType(value: string | undefined): TSignupUserType | undefined {
  return (SIGNUP_USER_TYPES as readonly string[]).includes(value ?? '')
    ? (value as TSignupUserType)
    : undefined;
}

/** The sign-in dialog for each kind of account, under a line saying what it is for. */
function SignInAsMenu({ label, lead }: { label: string; lead: string }) {
  const modals = useAuthModals();
  return (
    <nav aria-label={label} className="mt-8">
      <p className="mb-3 text-center text-sm text-mist-300">{lead}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {SIGN_IN_MENU.map((entry) => (
          <li key={entry.type}>
            <Button variant="outline" size="sm" onClick={() => modals.openSignIn(entry.type)}>
              {entry.label}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /reset-password?token= : the page the reset e-mail links to; the token works once. */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const modals = useAuthModals();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'input' | 'saving' | 'done'>('input');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; userType?: TSignupUserType | undefined } | null>(null);
  // The link is checked before a password is asked for: a used or expired one says so at once. An unreachable
  // server proves nothing, so the form shows and the reset itself decides.
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => apiBody(apiClient.POST('/auth/reset-password/check', { body: { token } })),
    enabled: token !== '' && status !== 'done',
    retry: false,
    staleTime: Infinity,
  });
  const refused = check.error instanceof ApiError && check.error.status === 400 ? check.error.message : null;

  if (!token) {
    return (
      <AuthPageFrame>
        <Outcome ok={false} title="Reset link incomplete">
          <p>{RESET_TOKEN_MISSING}</p>
        </Outcome>
        <ButtonLink to="/" className="mt-8 w-full">
          Go to Homepage
        </ButtonLink>
      </AuthPageFrame>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(password, confirm);
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirm) return;
    setStatus('saving');
    try {
      const body: ResetBody = await apiBody(
        apiClient.POST('/auth/reset-password', { body: { token, password, confirm_password: confirm } }),
      );
      if (body.success === false) throw new ApiError(body.error || RESET_TOKEN_INVALID, 400, body);
      setDone({
        message: body.data?.message || body.message || PASSWORD_RESET_DONE,
        userType: signInType(body.data?.user_type),
      });
      setStatus('done');
    } catch (error) {
      setStatus('input');
      // The server's password rule (a common password, the address itself) speaks about the field.
      if (error instanceof ApiError && hasErrorCode(error, 'PASSWORD_RULE')) {
        setErrors({ password: error.message });
        return;
      }
      setFailure(
        error instanceof ApiError && error.status > 0
          ? error.message || RESET_TOKEN_INVALID
          : (error as Error).message,
      );
      setStatus('input');
    }
  };

  if (status === 'done' && done) {
    return (
      <AuthPageFrame>
        <Outcome ok title="Password changed">
          <p>{done.message}</p>
        </Outcome>
        {done.userType ? (
          <Button className="mt-8 w-full" onClick={() => modals.openSignIn(done.userType!)}>
            Sign In
          </Button>
        ) : (
          <SignInAsMenu label="Sign in as" lead="Sign in with your new password as a…" />
        )}
        <ButtonLink to="/" variant="ghost" className="mt-4 w-full">
          Go to Homepage
        </ButtonLink>
      </AuthPageFrame>
    );
  }

  if (check.isPending && status === 'input') {
    return (
      <AuthPageFrame>
        <Spinner label="Checking your reset link…" className="py-10" />
      </AuthPageFrame>
    );
  }

  if (refused && status === 'input') {
    return (
      <AuthPageFrame>
        <Outcome ok={false} title="Reset link expired">
          <p>{refused || RESET_TOKEN_INVALID}</p>
        </Outcome>
        <SignInAsMenu
          label="Ask for a new link"
          lead="Open Sign In and choose ‘Forgot password?’ for a new link, as a…"
        />
        <ButtonLink to="/" variant="ghost" className="mt-4 w-full">
          Go to Homepage
        </ButtonLink>
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame>
      <StatusHeader
        icon={<KeyRound className="size-8 text-cue-300" aria-hidden />}
        title="Choose a new password"
      >
        <p>Pick a password you do not use anywhere else, at least {PASSWORD_MIN_LENGTH} characters long.</p>
      </StatusHeader>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-8 flex flex-col gap-4"
        aria-label="New password"
      >
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            // A message about the password is about the one that was there: a changed one is checked on Save.
            setErrors(({ password: _, ...rest }) => rest);
          }}
          error={errors.password}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            setErrors(({ confirm: _, ...rest }) => rest);
          }}
          error={errors.confirm}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Button type="submit" busy={status === 'saving'} className="w-full">
          {status === 'saving' ? 'Saving...' : 'Save New Password'}
        </Button>
      </form>
    </AuthPageFrame>
  );
}
