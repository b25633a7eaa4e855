import { z } from 'zod';
import { SIGNUP_USER_TYPES } from './user-types.ts';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ZCapacity,
  ZCatalogueSize,
  ZConfirmPassword,
  ZEmail,
  ZFlag,
  ZNewPassword,
  ZPassword,
  ZPreferredArtists,
  ZRemoteStreaming,
  ZTrainingExperienceYears,
  ZTrainingHourlyRate,
  ZTrainingSpecialties,
  ZUntilDate,
  ZVenueType,
  hourlyAmount,
  optionalText,
} from './fields.ts';
import { ZCountryCode } from '../catalog/countries.ts';
import { ZExtendedCurrency } from '../catalog/currency-schemas.ts';
import {
  ZOptionalUrl,
  ZVenueEmail,
  ZVenueUrl,
  canonicalRegisterKeys,
  optionalField,
} from './register-payload.ts';
import { zText } from '../text/safe-text.ts';
import {
  ACCOUNT_TYPE_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  NO_AUTHENTICATION_DATA,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG,
  RESET_TOKEN_MISSING,
  UNSUPPORTED_PROVIDER,
  VERIFICATION_TOKEN_MISSING,
} from './messages.ts';

/** Request bodies of the account calls other than registration (docs/product/accounts-and-sessions.md). */

export const OAUTH_PROVIDERS = ['linkedin', 'google', 'facebook', 'apple'] as const;
export type TOAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const ZOAuthProvider = z.enum(OAUTH_PROVIDERS, { error: UNSUPPORTED_PROVIDER });

export const ZSignupUserType = z.enum(SIGNUP_USER_TYPES, { error: ACCOUNT_TYPE_REQUIRED });

/** Tokens are 43-character base64url strings; anything much longer is not one of ours. */
const TOKEN_MAX_LENGTH = 512;

function tokenField(missingMessage: string) {
  return zText({ error: missingMessage, label: 'Token' })
    .trim()
    .min(1, missingMessage)
    .max(TOKEN_MAX_LENGTH, missingMessage);
}

/** POST /auth/login. `user_type` is the type chosen in the sign-in menu, used for the type-mismatch message. */
export const ZLoginPayload = z.object({
  email: ZEmail,
  password: ZPassword,
  user_type: ZSignupUserType.optional().nullable(),
});
export type TLoginPayload = z.output<typeof ZLoginPayload>;

/** POST /auth/forgot-password and POST /auth/resend-verification. */
export const ZEmailOnlyPayload = z.object({ email: ZEmail });
export const ZForgotPasswordPayload = ZEmailOnlyPayload;
export const ZResendVerificationPayload = ZEmailOnlyPayload;
export type TEmailOnlyPayload = z.output<typeof ZEmailOnlyPayload>;

/** POST /auth/reset-password/check: the token of a reset link, checked before its page asks for a password. */
export const ZResetTokenCheckPayload = z.object({ token: tokenField(RESET_TOKEN_MISSING) });

/** POST /auth/reset-password: the token from the e-mailed link and the new password. */
export const ZResetPasswordPayload = z
  .preprocess(
    canonicalRegisterKeys,
    z.object({
      token: tokenField(RESET_TOKEN_MISSING),
      password: ZNewPassword,
      confirm_password: ZConfirmPassword,
    }),
  )
  .superRefine((value, ctx) => {
    if (value.confirm_password != null && value.confirm_password !== value.password) {
      ctx.addIssue({ code: 'custom', message: PASSWORDS_DO_NOT_MATCH, path: ['confirm_password'] });
    }
  });
export type TResetPasswordPayload = z.output<typeof ZResetPasswordPayload>;

/** POST /user/change-password (signed in). camelCase names (currentPassword, newPassword) are accepted too. */
export const ZChangePasswordPayload = z
  .preprocess(
    canonicalRegisterKeys,
    z.object({
      current_password: zText({ error: CURRENT_PASSWORD_REQUIRED, label: 'Current password' })
        .min(1, CURRENT_PASSWORD_REQUIRED)
        .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
      new_password: zText({ error: NEW_PASSWORD_REQUIRED, label: 'New password' })
        .min(1, NEW_PASSWORD_REQUIRED)
        .pipe(ZNewPassword),
      confirm_password: ZConfirmPassword,
    }),
  )
  .superRefine((value, ctx) => {
    if (value.confirm_password != null && value.confirm_password !== value.new_password) {
      ctx.addIssue({ code: 'custom', message: PASSWORDS_DO_NOT_MATCH, path: ['confirm_password'] });
    }
  });
export type TChangePasswordPayload = z.output<typeof ZChangePasswordPayload>;

/** POST /auth/verify-email. */
export const ZVerifyEmailPayload = z.object({ token: tokenField(VERIFICATION_TOKEN_MISSING) });
export type TVerifyEmailPayload = z.output<typeof ZVerifyEmailPayload>;

/** POST /auth/refresh: the session travels in the cookie or the bearer header; the body is empty. */
export const ZRefreshPayload = z.object({}).optional().nullable();

/** POST /auth/oauth/callback. `provider` is checked against the one the sign-in was started with. */
export const ZOAuthCallbackPayload = z.object({
  provider: ZOAuthProvider.optional().nullable(),
  code: tokenField(NO_AUTHENTICATION_DATA).max(4096, NO_AUTHENTICATION_DATA),
  state: tokenField(NO_AUTHENTICATION_DATA),
});
export type TOAuthCallbackPayload = z.output<typeof ZOAuthCallbackPayload>;

/** Query of the social sign-in start: GET /auth/{provider}?user_type= (registration_id only for clients without cookies). */
export const ZOAuthStartQuery = z.object({
  user_type: ZSignupUserType.optional(),
  registration_id: zText({ label: 'Registration id' }).trim().max(TOKEN_MAX_LENGTH).optional(),
});

/**
 * POST /auth/store-registration-data: the wizard's answers kept on the server while the browser visits the
 * provider (docs/product/accounts-and-sessions.md), plus the producer and label fields the spec's
 * list leaves out. Everything but user_type is optional: missing values get the profile defaults.
 */
export const ZSocialRegistrationData = z.preprocess(
  canonicalRegisterKeys,
  z.object({
    user_type: ZSignupUserType,
    country: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
      ZCountryCode.optional().nullable(),
    ),
    city: optionalText('City', CITY_MAX_LENGTH),
    display_name: optionalText('Display name', NAME_MAX_LENGTH),
    stage_name: optionalText('Stage Name', NAME_MAX_LENGTH),
    hourly_rate_min: hourlyAmount('Minimum hourly rate').optional().nullable(),
    hourly_budget_min: hourlyAmount('Minimum hourly rate').optional().nullable(),
    hourly_budget_max: hourlyAmount('Maximum hourly rate').optional().nullable(),
    currency: ZExtendedCurrency.optional().nullable(),
    until_date: ZUntilDate,
    acceptsInPerson: ZFlag.optional().nullable(),
    acceptsCoStreaming: ZFlag.optional().nullable(),
    acceptsRemoteVenues: ZFlag.optional().nullable(),
    acceptsRemotePrivate: ZFlag.optional().nullable(),
    venue_type: ZVenueType.optional().nullable(),
    venue_name: optionalText('Venue name', NAME_MAX_LENGTH),
    address: optionalText('Address', ADDRESS_MAX_LENGTH),
    capacity: ZCapacity.optional().nullable(),
    remote_streaming: ZRemoteStreaming.optional().nullable(),
    // The e-mail path's own field rules: no javascript: or other non-http links, a real address.
    venue_url: optionalField(ZVenueUrl),
    venue_email: optionalField(ZVenueEmail),
    mixcloud_url: ZOptionalUrl,
    twitch_url: ZOptionalUrl,
    producer_name: optionalText('Producer name', NAME_MAX_LENGTH),
    want_to_remix: ZFlag.optional().nullable(),
    want_others_to_remix: ZFlag.optional().nullable(),
    want_to_promote: ZFlag.optional().nullable(),
    offers_training: ZFlag.optional().nullable(),
    training_currency: ZExtendedCurrency.optional().nullable(),
    training_hourly_rate: ZTrainingHourlyRate.optional().nullable(),
    training_experience_years: ZTrainingExperienceYears.optional().nullable(),
    training_specialties: ZTrainingSpecialties.optional().nullable(),
    label_name: optionalText('Label name', NAME_MAX_LENGTH),
    catalogue_size: ZCatalogueSize.optional().nullable(),
    monetize_back_catalogue: ZFlag.optional().nullable(),
    promote_to_djs: ZFlag.optional().nullable(),
    accepts_remote_performances: ZFlag.optional().nullable(),
    preferred_artists: ZPreferredArtists.optional(),
    dj_id: z.number().int().positive().max(2_147_483_647).optional().nullable(),
  }),
);
export type TSocialRegistrationData = z.output<typeof ZSocialRegistrationData>;
