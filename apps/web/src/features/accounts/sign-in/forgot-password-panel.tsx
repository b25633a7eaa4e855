import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { ZForgotPasswordPayload } from '@cuepoint/domain/accounts/auth-payloads';
import { FORGOT_PASSWORD_SENT, RESET_LINK_SENT } from '@cuepoint/domain/accounts/messages';
import { apiBody, apiClient } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { TextField } from '../../../ui/field.tsx';
import { signInError } from './sign-in-error.ts';

type ForgotPasswordPanelProps = { initialEmail: string; onBack(): void; onClose(): void };

/**
 * The Reset Password dialog (1-foundation §4): input, sending, confirmation. It really asks the server to e-mail a
 * single-use link; the answer is the same whether or not the address has an account.
 */
export function ForgotPasswordPanel({ initialEmail, onBack, onClose }: ForgotPasswordPanelProps) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(ZForgotPasswordPayload),
    defaultValues: { email: initialEmail },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = await apiBody(apiClient.POST('/auth/forgot-password', { body: values }));
      setSent({ email: values.email, message: body.message || FORGOT_PASSWORD_SENT });
    } catch (error) {
      form.setError('root', { message: signInError(error) });
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-wave-400/15 text-wave-300">
          <MailCheck className="size-7" aria-hidden />
        </span>
        <h3 className="font-display text-xl font-semibold">{RESET_LINK_SENT}</h3>
        <p className="text-mist-300">{sent.message}</p>
        <p className="text-sm text-mist-400">
          Sent to <span className="font-medium text-mist-200">{sent.email}</span>. The link works once and
          expires soon.
        </p>
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <Button variant="outline" className="sm:flex-1" onClick={onBack}>
            Back to sign in
          </Button>
          <Button className="sm:flex-1" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
      <p className="text-mist-300">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register('email')}
      />
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="ghost" className="sm:flex-1" onClick={onBack} disabled={isSubmitting}>
          Back to sign in
        </Button>
        <Button type="submit" className="sm:flex-1" busy={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </div>
    </form>
  );
}
