import { useState } from 'react';
import { useNavigate } from 'react-router';
import { REGISTRATION_FAILED, SIGNUP_EXCEPTION } from '@cuepoint/domain/accounts/messages';
import { toRegisterPayload, type TWizardForm } from '@cuepoint/domain/accounts/wizard-form';
import type { AuthAnswer } from '../auth-answer.ts';
import { apiBody, apiClient, ApiError, asDocumented, type JsonBody, hasErrorCode } from '../../../lib/api.ts';
import type { CheckEmailState } from '../pages/check-email-state.ts';

export type RegisterStatus = 'idle' | 'processing' | 'done';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The message for a failed registration (docs/product/accounts-and-sessions.md): the server's, else the spec's
 * fallbacks.
 */
export function registrationError(error: unknown): string {
  if (error instanceof ApiError)
    return error.status === 0 ? SIGNUP_EXCEPTION : error.message || REGISTRATION_FAILED;
  return SIGNUP_EXCEPTION;
}

/**
 * E-mail sign-up (docs/product/accounts-and-sessions.md): idle, processing, done. Success stores the user (the session
 * cookie is set by the server) and moves on to /check-email with the address and the type.
 */
export function useRegister(onDone?: () => void, onPasswordError?: (message: string) => void) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<RegisterStatus>('idle');
  const [error, setErrorState] = useState<string | null>(null);
  const setError = (message: string | null) => setErrorState(message);

  const register = async (
    form: TWizardForm,
    extras: { recaptchaToken: string; djId?: number | undefined },
  ) => {
    setStatus('processing');
    setError(null);
    try {
      const body: AuthAnswer = await apiBody(
        apiClient.POST('/auth/register', {
          body: asDocumented<JsonBody<'/auth/register', 'post'>>(
            toRegisterPayload(form, { ...extras, timezone: browserTimeZone() }),
          ),
        }),
      );
      const user = body.user ?? body.data?.user;
      if (body.success === false || !user) {
        setStatus('idle');
        setError(body.error || REGISTRATION_FAILED);
        return false;
      }
      setStatus('done');
      onDone?.();
      const query = new URLSearchParams({ email: user.email, userType: user.user_type });
      // The check-email screen stores the user once it is shown: stored here, a visitor on the home page would be
      // sent to their dashboard by the home redirect before /check-email (a lazy route) had rendered.
      navigate(`/check-email?${query.toString()}`, {
        state: { registeredUser: user } satisfies CheckEmailState,
      });
      return true;
    } catch (caught) {
      setStatus('idle');
      // The server's password refusals (too common, the address itself) belong next to the password field.
      if (onPasswordError && hasErrorCode(caught, 'PASSWORD_RULE'))
        onPasswordError(registrationError(caught));
      else setError(registrationError(caught));
      return false;
    }
  };

  return { status, error, register, clearError: () => setErrorState(null) };
}
