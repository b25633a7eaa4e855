import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginPayload } from '@cuepoint/domain/accounts/auth-payloads';
import { LOGIN_FAILED } from '@cuepoint/domain/accounts/messages';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import type { AuthAnswer } from '../auth-answer.ts';
import { apiBody, apiClient } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { TextField } from '../../../ui/field.tsx';
import type { AuthUser } from '../auth-context.tsx';
import { signInError } from './sign-in-error.ts';

const ZSignInForm = ZLoginPayload.pick({ email: true, password: true });

type EmailSignInFormProps = {
  userType: TSignupUserType;
  onSignedIn(user: AuthUser, message: string | undefined): void;
  onForgotPassword(email: string): void;
};

/** E-mail and password sign-in (1-foundation §2): required e-mail containing @, required password. */
export function EmailSignInForm({ userType, onSignedIn, onForgotPassword }: EmailSignInFormProps) {
  const form = useForm({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body: AuthAnswer = await apiBody(
        apiClient.POST('/auth/login', { body: { ...values, user_type: userType } }),
      );
      const user = body.user ?? body.data?.user;
      if (body.success === false || !user) {
        form.setError('root', { message: body.error || LOGIN_FAILED });
        return;
      }
      onSignedIn(user as AuthUser, body.message);
    } catch (error) {
      form.setError('root', { message: signInError(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in with email">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          className="text-sm font-medium text-wave-300 underline-offset-2 hover:underline"
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          Forgot password?
        </button>
      </div>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <Button type="submit" busy={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
