import type { z } from 'zod';
import type { TSignupUserType } from './user-types.ts';
import {
  ZDjRegisterPayload,
  ZEnthusiastRegisterPayload,
  ZLabelRegisterPayload,
  ZProducerRegisterPayload,
  ZVenueRegisterPayload,
} from './register-payload.ts';
import {
  ACCOUNT_TYPE_REQUIRED,
  DISPLAY_NAME_REQUIRED,
  EMAIL_AND_PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  RATE_RANGE_INVALID,
  REMOTE_STREAMING_REQUIRED,
  SELECT_AT_LEAST_ONE_OPTION,
  TRAINING_RATE_REQUIRED,
} from './messages.ts';
import { trainingRateMissing } from './fields.ts';
import { toRegisterPayload, type TWizardForm } from './wizard-form.ts';
import { passwordRuleError } from './password-rules.ts';

/**
 * Per-step validation of the sign-up wizard (docs/product/accounts-and-sessions.md). Each step checks its own fields
 * with the very schemas POST /auth/register applies (register-payload.ts), so the wizard and the server cannot
 * disagree, and reports the spec's message for the field it belongs to.
 */

export type TWizardStep = 1 | 2 | 3;
/** How the account is created at step 3: the e-mail form (credentials and CAPTCHA checked) or a social provider. */
export type TSignUpMethod = 'email' | 'social';

/** A form field, or a group whose message sits next to a set of checkboxes, or the CAPTCHA widget. */
export type TWizardErrorKey = keyof TWizardForm | 'producerOptions' | 'labelOptions' | 'captcha';
export type TWizardErrors = Partial<Record<TWizardErrorKey, string>>;

const FORM_KEY: Record<string, TWizardErrorKey> = {
  stage_name: 'stageName',
  venue_name: 'venueName',
  producer_name: 'producerName',
  label_name: 'labelName',
  display_name: 'displayName',
  country: 'country',
  city: 'city',
  address: 'address',
  until_date: 'untilDate',
  venue_type: 'venueType',
  currency: 'hourlyRateCurrency',
  hourly_rate_min: 'hourlyRateMin',
  hourly_budget_min: 'hourlyRateMin',
  hourly_budget_max: 'hourlyRateMax',
  remote_streaming: 'remoteStreaming',
  venue_url: 'venueUrl',
  venue_email: 'venueEmail',
  preferred_artists: 'preferredArtistsText',
  remix_handle: 'remixHandle',
  catalogue_size: 'catalogueSize',
  want_to_remix: 'producerOptions',
  want_others_to_remix: 'producerOptions',
  want_to_promote: 'producerOptions',
  offers_training: 'offersTraining',
  training_currency: 'trainingCurrency',
  training_hourly_rate: 'trainingHourlyRate',
  training_experience_years: 'trainingExperienceYears',
  training_specialties: 'trainingSpecialties',
  monetize_back_catalogue: 'labelOptions',
  promote_to_djs: 'labelOptions',
  mixcloud_url: 'mixcloudUrl',
  twitch_url: 'twitchUrl',
  email: 'email',
  password: 'password',
  confirm_password: 'confirmPassword',
  recaptcha_token: 'captcha',
};

/** The payload keys each step asks for, per role (step 3's credentials are added for the e-mail method). */
const STEP_KEYS: Record<TSignupUserType, Record<2 | 3, readonly string[]>> = {
  dj: {
    2: ['stage_name', 'country', 'city', 'until_date'],
    3: ['acceptsInPerson', 'acceptsCoStreaming', 'acceptsRemoteVenues', 'acceptsRemotePrivate'],
  },
  venue: {
    2: ['venue_name', 'country', 'city', 'address'],
    3: [
      'venue_type',
      'currency',
      'hourly_budget_min',
      'hourly_budget_max',
      'remote_streaming',
      'venue_url',
      'venue_email',
      'preferred_artists',
    ],
  },
  enthusiast: { 2: ['display_name', 'country', 'city'], 3: ['preferred_artists'] },
  producer: {
    2: [
      'want_to_remix',
      'want_others_to_remix',
      'want_to_promote',
      'offers_training',
      'training_currency',
      'training_hourly_rate',
      'training_experience_years',
      'training_specialties',
      'remix_handle',
      'producer_name',
    ],
    3: ['preferred_artists'],
  },
  label: {
    2: ['label_name', 'country', 'city', 'catalogue_size'],
    3: ['monetize_back_catalogue', 'promote_to_djs'],
  },
};

const CREDENTIAL_KEYS = ['email', 'password', 'recaptcha_token'] as const;

const ROLE_SCHEMAS = {
  dj: ZDjRegisterPayload,
  venue: ZVenueRegisterPayload,
  enthusiast: ZEnthusiastRegisterPayload,
  producer: ZProducerRegisterPayload,
  label: ZLabelRegisterPayload,
} as const;

function schemaFor(type: TSignupUserType, keys: readonly string[]): z.ZodType {
  const mask = Object.fromEntries(keys.map((key) => [key, true as const]));
  // The key lists above name fields of each role's object schema; pick() keeps exactly those rules.
  return (ROLE_SCHEMAS[type] as unknown as { pick(mask: Record<string, true>): z.ZodType }).pick(mask);
}

export type TStepOptions = { method?: TSignUpMethod; recaptchaToken?: string | null };

/** The messages that keep `step` from moving on; an empty object means the step is valid. */
export function validateWizardStep(
  form: TWizardForm,
  step: TWizardStep,
  options: TStepOptions = {},
): TWizardErrors {
  const type = form.userType;
  if (!type) return { userType: ACCOUNT_TYPE_REQUIRED };
  if (step === 1) return {};

  const withCredentials = step === 3 && options.method === 'email';
  const keys = [...STEP_KEYS[type][step], ...(withCredentials ? CREDENTIAL_KEYS : [])];
  const payload = toRegisterPayload(form, { recaptchaToken: options.recaptchaToken ?? null });
  const errors: TWizardErrors = {};
  const result = schemaFor(type, keys).safeParse(payload);
  for (const issue of result.success ? [] : result.error.issues) {
    const key = FORM_KEY[String(issue.path[0])];
    if (key && !errors[key]) errors[key] = issue.message;
  }

  // Rules across fields, and choices the server would otherwise fill with a default.
  if (
    step === 2 &&
    type === 'producer' &&
    !form.wantToRemix &&
    !form.wantOthersToRemix &&
    !form.wantToPromote
  ) {
    errors.producerOptions = SELECT_AT_LEAST_ONE_OPTION;
  }
  if (
    step === 2 &&
    type === 'producer' &&
    !errors.trainingHourlyRate &&
    trainingRateMissing(form.offersTraining, form.trainingHourlyRate)
  ) {
    errors.trainingHourlyRate = TRAINING_RATE_REQUIRED;
  }
  // The enthusiast's name is what DJs and fans see; without it the account would be named after its address.
  if (step === 2 && type === 'enthusiast' && !errors.displayName && !form.displayName.trim()) {
    errors.displayName = DISPLAY_NAME_REQUIRED;
  }
  if (step === 3 && type === 'label' && !form.monetizeBackCatalogue && !form.promoteToDJs) {
    errors.labelOptions = SELECT_AT_LEAST_ONE_OPTION;
  }
  if (step === 3 && type === 'venue') {
    if (!form.remoteStreaming) errors.remoteStreaming = REMOTE_STREAMING_REQUIRED;
    if (form.hourlyRateMin > form.hourlyRateMax) errors.hourlyRateMin = RATE_RANGE_INVALID;
  }
  if (withCredentials) {
    // One 'Email and password are required' is enough when both are empty.
    if (errors.email === EMAIL_AND_PASSWORD_REQUIRED && errors.password === EMAIL_AND_PASSWORD_REQUIRED) {
      delete errors.password;
    }
    if (form.password && form.confirmPassword !== form.password)
      errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
    // What the password rule can tell without the server's list (the address itself); the list is the server's.
    const passwordProblem = errors.password
      ? undefined
      : passwordRuleError(form.password, { email: form.email });
    if (passwordProblem) errors.password = passwordProblem;
  }
  return errors;
}

export function hasErrors(errors: TWizardErrors): boolean {
  return Object.keys(errors).length > 0;
}
