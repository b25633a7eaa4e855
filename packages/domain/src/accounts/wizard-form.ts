import { currencyForCountry, type TCurrency, type TExtendedCurrency } from '../catalog/currencies.ts';
import type { TTrainingSpecialty } from '../catalog/training.ts';
import type { TRegisterInput } from './register-payload.ts';
import type { TSignupUserType } from './user-types.ts';
import {
  DEFAULT_HOURLY_RATE_MAX,
  DEFAULT_HOURLY_RATE_MIN,
  DEFAULT_REMOTE_STREAMING,
  splitArtistInput,
  type TRemoteStreaming,
  type TVenueType,
} from './fields.ts';

/**
 * The sign-up wizard's answers (docs/product/accounts-and-sessions.md), camelCase as the form holds them.
 * Number inputs left empty are null; the artist list is kept as typed (comma or newline separated).
 */
export type TWizardForm = {
  userType: TSignupUserType | null;
  email: string;
  password: string;
  confirmPassword: string;
  stageName: string;
  venueName: string;
  producerName: string;
  labelName: string;
  /** The enthusiast's name on Cuepoint (the other roles are shown under their role's name). */
  displayName: string;
  country: string;
  city: string;
  address: string;
  untilDate: string;
  venueType: TVenueType | '';
  hourlyRateCurrency: TCurrency;
  hourlyRateMin: number;
  hourlyRateMax: number;
  remoteStreaming: TRemoteStreaming | '';
  venueUrl: string;
  venueEmail: string;
  preferredArtistsText: string;
  acceptsInPerson: boolean;
  acceptsCoStreaming: boolean;
  acceptsRemoteVenues: boolean;
  acceptsRemotePrivate: boolean;
  wantToRemix: boolean;
  wantOthersToRemix: boolean;
  wantToPromote: boolean;
  offersTraining: boolean;
  trainingCurrency: TExtendedCurrency;
  trainingHourlyRate: number | null;
  trainingExperienceYears: number | null;
  trainingSpecialties: TTrainingSpecialty[];
  remixHandle: string;
  catalogueSize: number | null;
  monetizeBackCatalogue: boolean;
  promoteToDJs: boolean;
  mixcloudUrl: string;
  twitchUrl: string;
};

/**
 * docs/product/accounts-and-sessions.md defaults: USD (until a country brings its own, `withCountryCurrency`), 50 to
 * 200 an hour, remote streaming "both", in-person performances accepted.
 */
export const WIZARD_DEFAULTS: TWizardForm = {
  userType: null,
  email: '',
  password: '',
  confirmPassword: '',
  stageName: '',
  venueName: '',
  producerName: '',
  labelName: '',
  displayName: '',
  country: '',
  city: '',
  address: '',
  untilDate: '',
  venueType: '',
  hourlyRateCurrency: 'USD',
  hourlyRateMin: DEFAULT_HOURLY_RATE_MIN,
  hourlyRateMax: DEFAULT_HOURLY_RATE_MAX,
  remoteStreaming: DEFAULT_REMOTE_STREAMING,
  venueUrl: '',
  venueEmail: '',
  preferredArtistsText: '',
  acceptsInPerson: true,
  acceptsCoStreaming: false,
  acceptsRemoteVenues: false,
  acceptsRemotePrivate: false,
  wantToRemix: false,
  wantOthersToRemix: false,
  wantToPromote: false,
  offersTraining: false,
  trainingCurrency: 'USD',
  trainingHourlyRate: null,
  trainingExperienceYears: null,
  trainingSpecialties: [],
  remixHandle: '',
  catalogueSize: null,
  monetizeBackCatalogue: false,
  promoteToDJs: false,
  mixcloudUrl: '',
  twitchUrl: '',
};

/**
 * An answer with the hourly rate's currency kept in step with the country (docs/product/accounts-and-sessions.md):
 * while the currency is still the old country's own, a new country brings its own (Germany euros, the United Kingdom
 * pounds, elsewhere dollars); a currency chosen before, or in the same answer, stays.
 */
export function withCountryCurrency(form: TWizardForm, patch: Partial<TWizardForm>): Partial<TWizardForm> {
  if (patch.country === undefined || patch.hourlyRateCurrency !== undefined || !isCountryCurrency(form)) {
    return patch;
  }
  return { ...patch, hourlyRateCurrency: currencyForCountry(patch.country) };
}

/** Whether the hourly rate's currency is the one the country gives (nobody chose another). */
export function isCountryCurrency(form: Pick<TWizardForm, 'country' | 'hourlyRateCurrency'>): boolean {
  return form.hourlyRateCurrency === currencyForCountry(form.country);
}

type Payload = Record<string, unknown>;

/** Drops empty strings and nulls so the server applies its own defaults for what was not answered. */
function compact(payload: Payload): Payload {
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );
}

/** The name the account is shown under: the role's own name field, when there is one. */
function displayName(form: TWizardForm): string {
  switch (form.userType) {
    case 'dj':
      return form.stageName.trim();
    case 'venue':
      return form.venueName.trim();
    case 'producer':
      return form.producerName.trim() || form.remixHandle.trim();
    case 'label':
      return form.labelName.trim();
    case 'enthusiast':
      return form.displayName.trim();
    default:
      return '';
  }
}

/** The role's own fields in the payload's snake_case (docs/product/accounts-and-sessions.md). */
function roleFields(form: TWizardForm): Payload {
  const artists = splitArtistInput(form.preferredArtistsText);
  switch (form.userType) {
    case 'dj':
      return {
        stage_name: form.stageName,
        country: form.country,
        city: form.city,
        until_date: form.untilDate || null,
        currency: form.hourlyRateCurrency,
        hourly_rate_min: form.hourlyRateMin,
        acceptsInPerson: form.acceptsInPerson,
        acceptsCoStreaming: form.acceptsCoStreaming,
        acceptsRemoteVenues: form.acceptsRemoteVenues,
        acceptsRemotePrivate: form.acceptsRemotePrivate,
        mixcloud_url: form.mixcloudUrl,
        twitch_url: form.twitchUrl,
        preferred_artists: artists,
      };
    case 'venue':
      return {
        venue_name: form.venueName,
        country: form.country,
        city: form.city,
        address: form.address,
        venue_type: form.venueType,
        currency: form.hourlyRateCurrency,
        hourly_budget_min: form.hourlyRateMin,
        hourly_budget_max: form.hourlyRateMax,
        accepts_remote_djs: form.remoteStreaming !== 'no',
        remote_streaming: form.remoteStreaming,
        venue_url: form.venueUrl,
        venue_email: form.venueEmail,
        preferred_artists: artists,
      };
    case 'enthusiast':
      return {
        country: form.country,
        city: form.city,
        accepts_remote_performances: true,
        preferred_artists: artists,
      };
    case 'producer':
      return {
        producer_name: form.producerName,
        remix_handle: form.remixHandle,
        want_to_remix: form.wantToRemix,
        want_others_to_remix: form.wantOthersToRemix,
        want_to_promote: form.wantToPromote,
        offers_training: form.offersTraining,
        ...(form.offersTraining
          ? {
              training_currency: form.trainingCurrency,
              training_hourly_rate: form.trainingHourlyRate,
              training_experience_years: form.trainingExperienceYears,
              training_specialties: form.trainingSpecialties,
            }
          : {}),
        preferred_artists: artists,
      };
    case 'label':
      return {
        label_name: form.labelName,
        country: form.country,
        city: form.city,
        catalogue_size: form.catalogueSize,
        monetize_back_catalogue: form.monetizeBackCatalogue,
        promote_to_djs: form.promoteToDJs,
      };
    default:
      return {};
  }
}

export type TRegisterExtras = {
  recaptchaToken: string | null;
  timezone?: string | undefined;
  djId?: number | undefined;
};

/** POST /auth/register body for an e-mail account: the role's fields, the credentials and the CAPTCHA solution. */
export function toRegisterPayload(form: TWizardForm, extras: TRegisterExtras): TRegisterInput {
  return compact({
    user_type: form.userType,
    ...roleFields(form),
    display_name: displayName(form),
    timezone: extras.timezone,
    dj_id: extras.djId,
    email: form.email,
    password: form.password,
    confirm_password: form.confirmPassword,
    recaptcha_token: extras.recaptchaToken,
  }) as TRegisterInput;
}

/** POST /auth/store-registration-data body: the wizard's answers kept while the browser visits the provider. */
export function toSocialRegistrationData(
  form: TWizardForm,
  extras: { djId?: number | undefined } = {},
): Payload {
  return compact({
    user_type: form.userType,
    ...roleFields(form),
    display_name: displayName(form),
    dj_id: extras.djId,
  });
}
