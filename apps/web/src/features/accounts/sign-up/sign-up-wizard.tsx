import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TOAuthProvider } from '@cuepoint/domain/accounts/auth-payloads';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { toSocialRegistrationData } from '@cuepoint/domain/accounts/wizard-form';
import { hasErrors, validateWizardStep, type TWizardStep } from '@cuepoint/domain/accounts/wizard-steps';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { useAuthProviders } from '../social/use-auth-providers.ts';
import { startSocialSignIn } from '../social/start-social-sign-in.ts';
import { DjLocationStep } from './dj-location-step.tsx';
import { DjPerformanceStep } from './dj-performance-step.tsx';
import { EmailSignUpFields } from './email-sign-up-fields.tsx';
import { EnthusiastLocationStep } from './enthusiast-location-step.tsx';
import { LabelAboutStep } from './label-about-step.tsx';
import { LabelPreferencesStep } from './label-preferences-step.tsx';
import { PreferredArtistsStep } from './preferred-artists-step.tsx';
import { ProducerPreferencesStep } from './producer-preferences-step.tsx';
import { RoleStep } from './role-step.tsx';
import { SignUpMethods, useSignUpMethods } from './sign-up-methods.tsx';
import { stepLabels } from './step-labels.ts';
import { useRegister } from './use-register.ts';
import { VenueDetailsStep } from './venue-details-step.tsx';
import { VenueLocationStep } from './venue-location-step.tsx';
import { WizardStepper } from './wizard-stepper.tsx';
import { useDetectedCountry } from './use-detected-country.ts';
import { useWizardState, wizardHasInput, type StepProps } from './wizard-state.ts';
import { useWizardHistory } from './wizard-history.ts';

const SECOND_STEPS: Record<TSignupUserType, (props: StepProps) => ReactNode> = {
  dj: DjLocationStep,
  venue: VenueLocationStep,
  enthusiast: EnthusiastLocationStep,
  producer: ProducerPreferencesStep,
  label: LabelAboutStep,
};

const THIRD_STEPS: Record<TSignupUserType, (props: StepProps) => ReactNode> = {
  dj: DjPerformanceStep,
  venue: VenueDetailsStep,
  enthusiast: PreferredArtistsStep,
  producer: PreferredArtistsStep,
  label: LabelPreferencesStep,
};

export type SignUpWizardProps = {
  presetType?: TSignupUserType | undefined;
  djId?: number | undefined;
  /** The name of the DJ being booked, when known (said on the first step). */
  djName?: string | undefined;
  /** Called once the account exists, before moving on to /check-email (closes the dialog). */
  onDone?: () => void;
  /** Told whether the wizard holds input that closing would lose (the dialog then asks before closing). */
  onInputChange?: (hasInput: boolean) => void;
};

/**
 * The three-step sign-up wizard (docs/product/accounts-and-sessions.md): 'I am a...', then the role's location or
 * preferences, then its details and the way to create the account. Next validates the current step; every message shows
 * next to its field.
 */
export function SignUpWizard({ presetType, djId, djName, onDone, onInputChange }: SignUpWizardProps) {
  const { state, update, chooseType, go, showErrors, setError, chooseEmail } = useWizardState(presetType);
  const { step, form, errors, emailChosen, attempt } = state;
  const type = form.userType;
  const { advance, back } = useWizardHistory(step, presetType ? 2 : 1, go);
  const { providers, loading: providersLoading } = useAuthProviders();
  const methods = useSignUpMethods(type ?? 'dj', providers);
  // E-mail fields stay hidden until 'Sign up with Email' is chosen, even when it is the only way
  // (docs/product/accounts-and-sessions.md).
  const emailFormShown = step === 3 && methods.email && emailChosen && !providersLoading;
  const onPasswordError = useCallback((message: string) => showErrors({ password: message }), [showErrors]);
  const registration = useRegister(onDone, onPasswordError);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [busyProvider, setBusyProvider] = useState<TOAuthProvider | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const focusEmailRef = useRef(false);
  const detectedCountry = useDetectedCountry();
  const hasInput = wizardHasInput(form, detectedCountry);

  useEffect(() => onInputChange?.(hasInput), [hasInput, onInputChange]);

  // A new step announces itself by focusing its heading; failed validation focuses the first message's field.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);
  // 'Sign up with Email' leads straight to the e-mail field it reveals.
  useEffect(() => {
    if (!emailFormShown || !focusEmailRef.current) return;
    focusEmailRef.current = false;
    rootRef.current?.querySelector<HTMLElement>('[data-testid="email-sign-up"] input[type="email"]')?.focus();
  }, [emailFormShown]);
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = rootRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"]:is(input, select, textarea), fieldset[aria-invalid="true"] input, [data-testid="captcha-field"] [role="alert"]',
    );
    invalid?.focus();
    invalid?.scrollIntoView?.({ block: 'center' });
  }, [attempt]);

  const onCaptchaToken = useCallback((token: string | null) => setCaptchaToken(token), []);
  // The widget's own states (verified, expired, failed) replace whatever the last check said about it.
  const onCaptchaMessage = useCallback((message: string | null) => setError('captcha', message), [setError]);

  const validate = (current: TWizardStep, method: 'email' | 'social') => {
    const found = validateWizardStep(form, current, { method, recaptchaToken: captchaToken });
    if (hasErrors(found)) showErrors(found);
    return !hasErrors(found);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 2) {
      if (validate(2, 'social')) advance(3);
      return;
    }
    if (step !== 3 || !emailFormShown || registration.status !== 'idle') return;
    if (!validate(3, 'email') || !captchaToken) return;
    const created = await registration.register(form, { recaptchaToken: captchaToken, djId });
    if (!created) {
      // A solution is accepted once: a new attempt needs a new one.
      setCaptchaToken(null);
      setCaptchaResetKey((key) => key + 1);
    }
  };

  const onSocial = async (provider: TOAuthProvider) => {
    if (!type || !validate(3, 'social')) return;
    setBusyProvider(provider);
    await startSocialSignIn({
      provider,
      userType: type,
      registrationData: toSocialRegistrationData(form, { djId }),
    });
  };

  const stepProps: StepProps = { form, errors, update };
  const SecondStep = type ? SECOND_STEPS[type] : null;
  const ThirdStep = type ? THIRD_STEPS[type] : null;
  const labels = stepLabels(type);

  return (
    <form ref={rootRef} noValidate onSubmit={onSubmit} aria-label="Sign up">
      <WizardStepper labels={labels} current={step} />
      {step === 1 || !type ? (
        <RoleStep
          selected={type}
          onChoose={(chosen) => {
            chooseType(chosen);
            advance(2);
          }}
          booking={djId ? { djId, djName } : undefined}
        />
      ) : null}
      {step === 2 && SecondStep ? <SecondStep {...stepProps} /> : null}
      {step === 3 && ThirdStep && type ? (
        <div className="flex flex-col gap-6">
          <ThirdStep {...stepProps} />
          <SignUpMethods
            userType={type}
            providers={providers}
            providersLoading={providersLoading}
            emailChosen={emailChosen}
            onChooseEmail={() => {
              focusEmailRef.current = true;
              chooseEmail();
            }}
            onSocial={(provider) => void onSocial(provider)}
            busyProvider={busyProvider}
          />
          {emailFormShown ? (
            <EmailSignUpFields
              {...stepProps}
              onCaptchaToken={onCaptchaToken}
              onCaptchaMessage={onCaptchaMessage}
              captchaResetKey={captchaResetKey}
            />
          ) : null}
        </div>
      ) : null}
      {registration.error ? (
        <Alert tone="error" className="mt-5">
          {registration.error}
        </Alert>
      ) : null}
      {step > 1 && type ? (
        <div className="mt-6 flex items-center justify-between gap-3 border-t border-ink-700 pt-5">
          <Button variant="ghost" onClick={back} disabled={registration.status !== 'idle'}>
            Back
          </Button>
          {step === 2 ? <Button type="submit">Next</Button> : null}
          {emailFormShown ? (
            <Button
              type="submit"
              busy={registration.status === 'processing'}
              disabled={registration.status === 'done'}
            >
              {registration.status === 'processing' ? 'Creating account...' : 'Complete'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
