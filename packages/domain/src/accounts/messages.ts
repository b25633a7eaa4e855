/**
 * Account messages. Everything above the "our own" block is the product's contract, word for word
 * (docs/product/accounts-and-sessions.md); the web app and the server both import these so a text is written once.
 */

// Sign-up validation (docs/product/accounts-and-sessions.md).
export const STAGE_NAME_REQUIRED = 'Stage Name is required';
export const COUNTRY_REQUIRED = 'Country is required';
export const CITY_REQUIRED = 'City is required';
export const ADDRESS_REQUIRED = 'Address is required';
export const LABEL_NAME_REQUIRED = 'Label name is required';
export const SELECT_AT_LEAST_ONE_OPTION = 'Please select at least one option';
export const VENUE_TYPE_REQUIRED = 'Please select a venue type';
export const REMOTE_STREAMING_REQUIRED = 'Please select a remote streaming option';
export const VENUE_URL_REQUIRED = 'Venue URL is required';
export const VENUE_EMAIL_REQUIRED = 'Venue email is required';
export const MAX_PREFERRED_ARTISTS_MESSAGE = 'You can select a maximum of 10 preferred artists/DJs';
export const EMAIL_AND_PASSWORD_REQUIRED = 'Email and password are required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match. Please check your password and try again.';
export const CAPTCHA_REQUIRED = 'Please complete the reCAPTCHA verification to continue';
export const REMIX_HANDLE_LENGTH = 'Remix handle must be between 3 and 30 characters long';
export const REMIX_HANDLE_FORMAT =
  'Invalid remix handle format. Use only letters, numbers, hyphens, and underscores. Cannot start or end with hyphens or underscores.';
/** The fuller wizard's wording of the same handle rule. */
export const HANDLE_FORMAT =
  'Handle must contain only letters, numbers, hyphens, and underscores. Cannot start or end with hyphens or underscores.';

// CAPTCHA (docs/product/accounts-and-sessions.md).
export const CAPTCHA_EXPIRED = 'reCAPTCHA expired. Please verify again.';
export const CAPTCHA_ERROR = 'reCAPTCHA error. Please try again.';
export const CAPTCHA_LOAD_FAILED = 'Failed to load reCAPTCHA. Please refresh the page.';
export const CAPTCHA_EXECUTION_FAILED = 'reCAPTCHA execution failed. Please try again.';

// Registration failure (docs/product/accounts-and-sessions.md).
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';
export const REGISTRATION_FAILED_SHORT = 'Registration failed';
export const UNKNOWN_ERROR = 'Unknown error';
export const SIGNUP_EXCEPTION = 'An error occurred during signup. Please try again.';
/** 'Registration failed: {reason}' with the fallback 'Registration failed' when there is no reason. */
export function registrationFailedWith(reason: string | null | undefined): string {
  return reason ? `Registration failed: ${reason}` : REGISTRATION_FAILED_SHORT;
}

// Sign-in (docs/product/accounts-and-sessions.md).
export const LOGIN_FAILED = 'Login failed';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const UNSUPPORTED_PROVIDER = 'Unsupported sign-in provider';
export const SIGN_IN_INITIATE_FAILED = 'Failed to initiate sign-in';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';

/** docs/product/accounts-and-sessions.md: signing in with a type other than the account's real one. */
export function typeMismatchMessage(type: string): string {
  return `Welcome! We've signed you in as ${type} based on your account type.`;
}

// Social sign-in callback (docs/product/accounts-and-sessions.md).
export const AUTHENTICATION_FAILED = 'Authentication failed';
export const NO_AUTHENTICATION_DATA = 'No authentication data received';
export const AUTHENTICATION_DATA_FAILED = 'Failed to process authentication data';

// E-mail verification (docs/product/accounts-and-sessions.md).
export const VERIFICATION_TOKEN_MISSING = 'Verification token is missing. Please check your email link.';
export const VERIFICATION_FAILED = 'Email verification failed. The link may be expired or invalid.';

// Resend verification (docs/product/accounts-and-sessions.md).
export const RESEND_SUCCESS = 'Verification email sent successfully! Please check your inbox.';
export const RESEND_FAILED_PREFIX = 'Failed to resend email: ';
export const RESEND_TRY_LATER = 'Please try again later.';
export const RESEND_NOT_OK = 'Failed to resend email. Please try again later.';
export const RESEND_NETWORK_ERROR = 'Network error. Please check your connection and try again.';
/** 'Failed to resend email: ' plus the server error, or 'Please try again later.' when there is none. */
export function resendFailedWith(serverError: string | null | undefined): string {
  return `${RESEND_FAILED_PREFIX}${serverError || RESEND_TRY_LATER}`;
}

// General API failure (docs/product/accounts-and-sessions.md).
export const NETWORK_ERROR = 'Network error';
export function httpErrorMessage(status: number): string {
  return `HTTP Error: ${status}`;
}
/** The other client's wording of the same failure. */
export function httpErrorMessageAlt(status: number): string {
  return `HTTP error! status: ${status}`;
}

// Reset dialog confirmation (docs/product/accounts-and-sessions.md).
export const RESET_LINK_SENT = 'Reset Link Sent';

/*
 * ---------------------------------------------------------------------------------------------------------------
 * Our own messages: the spec is silent on these server answers (docs/product/accounts-and-sessions.md),
 * so they are worded here, once, in the same plain voice.
 * ---------------------------------------------------------------------------------------------------------------
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const EMAIL_TOO_LONG = 'Email address is too long';
/** Duplicate e-mail on registration: says only that the address cannot be used for a new account. */
export const EMAIL_ALREADY_REGISTERED =
  'An account with this email already exists. Please sign in or reset your password.';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const NEW_PASSWORD_SAME_AS_CURRENT = 'New password must be different from your current password';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const PASSWORD_RESET_DONE =
  'Your password has been reset. You can now sign in with your new password.';
export const RESET_TOKEN_MISSING = 'Reset token is missing. Please check your email link.';
/** Ours: the reset link's page checked it before asking for a password. */
export const RESET_LINK_WORKS = 'This reset link works: choose a new password.';
export const RESET_TOKEN_INVALID =
  'This password reset link is invalid or has expired. Please request a new one.';
/** Same answer whether or not an account exists for the address (no account enumeration). */
export const FORGOT_PASSWORD_SENT =
  'If an account exists for this email, we have sent a link to reset your password.';
export const EMAIL_VERIFIED = 'Your email address has been verified.';
export const EMAIL_ALREADY_VERIFIED = 'Your email address is already verified.';
/** Refused for an account that has not proven its address yet (nothing reaches other people before that). */
export const EMAIL_NOT_VERIFIED =
  'Please verify your email address first: open the link we sent you, or ask for a new one.';
/** The web app's "Resend Verification Email" waits this long between mails, and the server enforces it. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** 429 of a resend inside the cooldown; Retry-After carries the same number of seconds. */
export function resendCooldownMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `A verification email was just sent. Please wait ${seconds} seconds before asking for another.`;
}
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
export const PASSWORD_IS_EMAIL = 'Your password must not be your email address. Choose another one.';
/** Logout and refresh from another site (a form or a link) are refused: they need the app's own request. */
export const CROSS_SITE_REFUSED =
  'This request must come from the Cuepoint app itself. Please reload the page and try again.';
export const SIGNED_OUT = 'You have been signed out.';
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const WRONG_ACCOUNT_TYPE = 'This page is not available for your account type.';
export const ACCOUNT_TYPE_REQUIRED = 'Please choose an account type';
export const REMIX_HANDLE_TAKEN = 'This remix handle is already taken. Please choose another one.';
export const VENUE_NAME_REQUIRED = 'Venue name is required';
export const DISPLAY_NAME_REQUIRED = 'Display name is required';
export const VENUE_URL_INVALID = 'Please enter a valid venue URL';
export const VENUE_EMAIL_INVALID = 'Please enter a valid venue email address';
export const RATE_RANGE_INVALID = 'Hourly rate minimum cannot be above the maximum';
export const UNKNOWN_TIME_ZONE = 'Unknown time zone';
export const PROVIDER_NOT_CONFIGURED = 'This sign-in option is not available right now.';
export const OAUTH_STATE_INVALID = 'Your sign-in attempt expired or was already used. Please try again.';
export const OAUTH_EMAIL_MISSING =
  'Your account with this provider did not share an email address. Please allow access to your email and try again.';
export const SOCIAL_ONLY_ACCOUNT =
  'This account uses social sign-in and has no password yet. Use "Forgot password" to set one.';
export const REGISTRATION_DATA_STORED = 'Registration data stored';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';
/** 429 with the wait spelled out; Retry-After carries the same number of seconds. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  if (!Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return TOO_MANY_ATTEMPTS;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${Math.ceil(retryAfterSeconds)} seconds`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
export function fieldTooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}
/**
 * Training offered with no rate: the producer dashboard shows the DAW Training card only for a rate above 0
 * (docs/product/accounts-and-sessions.md), so the offer would otherwise vanish without a word. The field's own floor
 * stays 0 (docs/product/accounts-and-sessions.md).
 */
export const TRAINING_RATE_REQUIRED = 'Please enter an hourly rate above 0 for your training';
