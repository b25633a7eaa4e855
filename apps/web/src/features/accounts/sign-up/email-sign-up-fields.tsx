import { PASSWORD_MIN_LENGTH } from '@cuepoint/domain/accounts/messages';
import { TextField } from '../../../ui/field.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { bindText } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

type EmailSignUpFieldsProps = StepProps & {
  onCaptchaToken(token: string | null): void;
  onCaptchaMessage(message: string | null): void;
  captchaResetKey: number;
};

/** Email, password, confirm password and the human-verification widget (docs/product/accounts-and-sessions.md). */
export function EmailSignUpFields({
  onCaptchaToken,
  onCaptchaMessage,
  captchaResetKey,
  ...step
}: EmailSignUpFieldsProps) {
  return (
    <div className="flex flex-col gap-4" data-testid="email-sign-up">
      <TextField
        label="Email"
        type="email"
        {...bindText(step, 'email')}
        autoComplete="email"
        spellCheck={false}
      />
      <TextField
        label="Password"
        type="password"
        {...bindText(step, 'password')}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextField
        label="Confirm Password"
        type="password"
        {...bindText(step, 'confirmPassword')}
        autoComplete="new-password"
      />
      <CaptchaField
        onToken={onCaptchaToken}
        onMessage={onCaptchaMessage}
        error={step.errors.captcha}
        resetKey={captchaResetKey}
      />
    </div>
  );
}
