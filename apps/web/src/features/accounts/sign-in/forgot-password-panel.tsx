import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { ZForgotPasswordPayload } from '@cuepoint/domain/accounts/auth-payloads';
import { FORGOT_PASSWORD_SENT, RESET_LINK_SENT } from '@cuepoint/domain/accounts/messages';
import { apiBody, apiClient } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { TextField } from '../../../ui/field.tsx';
import { fieldErrors } from '../../booking/offers/form-errors.ts';
import { signInError } from './sign-in-error.ts';

type ForgotPasswordPanelProps = { initialEmail: string; onBack(): void; onClose(): void };

/**
 * The Reset Password dialog (docs/product/accounts-and-sessions.md): input, sending, confirmation. It really asks the
 * server to e-mail a single-use link; the answer is the same whether or not the address has an account.
 */
export function ForgotPasswordPanel({ initialEmail, onBack, onClose }: ForgotPasswordPanelProps) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [values, setValues] = useState({ email: initialEmail });
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Checked on submit; after a first submit, checked again as it changes.
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = ZForgotPasswordPayload.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSubmitting(true);
    try {
      const body = await apiBody(apiClient.POST('/auth/forgot-password', { body: values }));
      setSent({ email: values.email, message: body.message || FORGOT_PASSWORD_SENT });
    } catch (error) {
      setErrors({ form: signInError(error) });
    } finally {
      setSubmitting(false);
    }
  };

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
        error={errors.email}
        name="email"
        value={values.email}
        onChange={(event) => {
          const next = { email: event.target.value };
          setValues(next);
          const parsed = submitted ? ZForgotPasswordPayload.safeParse(next) : null;
          setErrors(parsed && !parsed.success ? fieldErrors(parsed.error) : {});
        }}
      />
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
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
