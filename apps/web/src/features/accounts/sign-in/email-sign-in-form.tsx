import { useState, type FormEvent } from 'react';
import { ZLoginPayload } from '@cuepoint/domain/accounts/auth-payloads';
import { LOGIN_FAILED } from '@cuepoint/domain/accounts/messages';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import type { AuthAnswer } from '../auth-answer.ts';
import { apiBody, apiClient } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { TextField } from '../../../ui/field.tsx';
import type { AuthUser } from '../auth-context.tsx';
import { fieldErrors } from '../../booking/offers/form-errors.ts';
import { signInError } from './sign-in-error.ts';

const ZSignInForm = ZLoginPayload.pick({ email: true, password: true });
type Field = 'email' | 'password';
type Errors = Partial<Record<Field | 'form', string>>;

type EmailSignInFormProps = {
  userType: TSignupUserType;
  onSignedIn(user: AuthUser, message: string | undefined): void;
  onForgotPassword(email: string): void;
};

/**
 * E-mail and password sign-in (docs/product/accounts-and-sessions.md): required e-mail containing @, required password.
 */
export function EmailSignInForm({ userType, onSignedIn, onForgotPassword }: EmailSignInFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Checked on submit; after a first submit, each field is checked again as it changes.
  const [submitted, setSubmitted] = useState(false);
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      const parsed = submitted ? ZSignInForm.safeParse(next) : null;
      const found = parsed && !parsed.success ? fieldErrors(parsed.error)[name] : undefined;
      setErrors(({ [name]: _, form: __, ...rest }) => (found ? { ...rest, [name]: found } : rest));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = ZSignInForm.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSubmitting(true);
    try {
      const body: AuthAnswer = await apiBody(
        apiClient.POST('/auth/login', { body: { ...values, user_type: userType } }),
      );
      const user = body.user ?? body.data?.user;
      if (body.success === false || !user) {
        setErrors({ form: body.error || LOGIN_FAILED });
        return;
      }
      onSignedIn(user as AuthUser, body.message);
    } catch (error) {
      setErrors({ form: signInError(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in with email">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email}
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...field('password')}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          className="text-sm font-medium text-wave-300 underline-offset-2 hover:underline"
          onClick={() => onForgotPassword(values.email)}
        >
          Forgot password?
        </button>
      </div>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <Button type="submit" busy={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
