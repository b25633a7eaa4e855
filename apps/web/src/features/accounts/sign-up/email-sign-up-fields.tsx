import { PASSWORD_MIN_LENGTH } from '@cuepoint/domain/accounts/messages';
import { TextField } from '../../../ui/field.tsx';
import { CaptchaField } from './captcha-field.tsx';
import type { StepProps } from './wizard-state.ts';

type EmailSignUpFieldsProps = StepProps & {
  onCaptchaToken(token: string | null): void;
  onCaptchaMessage(message: string | null): void;
  captchaResetKey: number;
};

/** Email, password, confirm password and the human-verification widget (docs/product/accounts-and-sessions.md). */
export function EmailSignUpFields({
  form,
  errors,
  update,
  onCaptchaToken,
  onCaptchaMessage,
  captchaResetKey,
}: EmailSignUpFieldsProps) {
  return (
    <div className="flex flex-col gap-4" data-testid="email-sign-up">
      <TextField
        label="Email"
        type="email"
        value={form.email}
        onChange={(event) => update({ email: event.target.value })}
        error={errors.email}
        autoComplete="email"
        spellCheck={false}
      />
      <TextField
        label="Password"
        type="password"
        value={form.password}
        onChange={(event) => update({ password: event.target.value })}
        error={errors.password}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextField
        label="Confirm Password"
        type="password"
        value={form.confirmPassword}
        onChange={(event) => update({ confirmPassword: event.target.value })}
        error={errors.confirmPassword}
        autoComplete="new-password"
      />
      <CaptchaField
        onToken={onCaptchaToken}
        onMessage={onCaptchaMessage}
        error={errors.captcha}
        resetKey={captchaResetKey}
      />
    </div>
  );
}
