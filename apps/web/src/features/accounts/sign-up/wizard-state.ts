import { useCallback, useReducer } from 'react';
import { EMAIL_AND_PASSWORD_REQUIRED } from '@cuepoint/domain/accounts/messages';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import {
  WIZARD_DEFAULTS,
  isCountryCurrency,
  withCountryCurrency,
  type TWizardForm,
} from '@cuepoint/domain/accounts/wizard-form';
import type { TWizardErrorKey, TWizardErrors, TWizardStep } from '@cuepoint/domain/accounts/wizard-steps';

export type WizardState = {
  step: TWizardStep;
  form: TWizardForm;
  errors: TWizardErrors;
  /** Email fields stay hidden until 'Sign up with Email' is chosen (docs/product/accounts-and-sessions.md). */
  emailChosen: boolean;
  /** Bumped after every failed validation so the first message receives focus again. */
  attempt: number;
};

type Action =
  | { type: 'choose-type'; userType: TSignupUserType }
  | { type: 'update'; patch: Partial<TWizardForm> }
  | { type: 'go'; step: TWizardStep }
  | { type: 'errors'; errors: TWizardErrors }
  | { type: 'set-error'; key: TWizardErrorKey; message: string | null }
  | { type: 'choose-email' };

/** Which group message a field's change answers. */
const GROUP_OF: Partial<Record<keyof TWizardForm, TWizardErrorKey>> = {
  wantToRemix: 'producerOptions',
  wantOthersToRemix: 'producerOptions',
  wantToPromote: 'producerOptions',
  monetizeBackCatalogue: 'labelOptions',
  promoteToDJs: 'labelOptions',
};

function withoutAnswered(errors: TWizardErrors, patch: Partial<TWizardForm>): TWizardErrors {
  const next = { ...errors };
  for (const key of Object.keys(patch) as Array<keyof TWizardForm>) {
    delete next[key];
    const group = GROUP_OF[key];
    if (group) delete next[group];
    // 'Email and password are required' sits on the e-mail field but speaks for both.
    if (key === 'password' && next.email === EMAIL_AND_PASSWORD_REQUIRED) delete next.email;
  }
  return next;
}

function reducer(state: WizardState, action: Action): WizardState {
  switch (action.type) {
    case 'choose-type':
      return {
        ...state,
        form: { ...state.form, userType: action.userType },
        step: 2,
        errors: {},
        emailChosen: false,
      };
    case 'update': {
      // A new country brings its currency along, unless another was chosen (docs/product/accounts-and-sessions.md).
      const patch = withCountryCurrency(state.form, action.patch);
      return {
        ...state,
        form: { ...state.form, ...patch },
        errors: withoutAnswered(state.errors, patch),
      };
    }
    case 'go':
      return { ...state, step: action.step, errors: {} };
    case 'errors':
      return { ...state, errors: action.errors, attempt: state.attempt + 1 };
    case 'set-error': {
      const errors = { ...state.errors };
      if (action.message) errors[action.key] = action.message;
      else delete errors[action.key];
      return { ...state, errors };
    }
    case 'choose-email':
      return { ...state, emailChosen: true };
  }
}

/**
 * Whether closing the wizard would lose something the visitor entered: any field changed from its default, except
 * the role (one click to choose again), a country equal to the detected one (it is selected again by itself) and the
 * currency that country brought.
 */
export function wizardHasInput(form: TWizardForm, detectedCountry: string | null): boolean {
  return (Object.keys(WIZARD_DEFAULTS) as Array<keyof TWizardForm>).some((key) => {
    if (key === 'userType') return false;
    if (key === 'country' && form.country === detectedCountry) return false;
    if (key === 'hourlyRateCurrency' && isCountryCurrency(form)) return false;
    return JSON.stringify(form[key]) !== JSON.stringify(WIZARD_DEFAULTS[key]);
  });
}

export function initialWizardState(presetType?: TSignupUserType): WizardState {
  return {
    step: presetType ? 2 : 1,
    form: { ...WIZARD_DEFAULTS, userType: presetType ?? null },
    errors: {},
    emailChosen: false,
    attempt: 0,
  };
}

/**
 * The wizard's state machine (docs/product/accounts-and-sessions.md): choosing a type moves to step 2, Next and Back
 * move by one.
 */
export function useWizardState(presetType?: TSignupUserType) {
  const [state, dispatch] = useReducer(reducer, presetType, initialWizardState);
  const update = useCallback((patch: Partial<TWizardForm>) => dispatch({ type: 'update', patch }), []);
  const chooseType = useCallback(
    (userType: TSignupUserType) => dispatch({ type: 'choose-type', userType }),
    [],
  );
  const go = useCallback((step: TWizardStep) => dispatch({ type: 'go', step }), []);
  const showErrors = useCallback((errors: TWizardErrors) => dispatch({ type: 'errors', errors }), []);
  /** Sets or clears one message without moving focus (the CAPTCHA widget reports on its own schedule). */
  const setError = useCallback(
    (key: TWizardErrorKey, message: string | null) => dispatch({ type: 'set-error', key, message }),
    [],
  );
  const chooseEmail = useCallback(() => dispatch({ type: 'choose-email' }), []);
  return { state, update, chooseType, go, showErrors, setError, chooseEmail };
}

/** What every step's fields receive. */
export type StepProps = {
  form: TWizardForm;
  errors: TWizardErrors;
  update(patch: Partial<TWizardForm>): void;
};
