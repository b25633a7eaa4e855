import { z } from 'zod';
import { EMAIL_INVALID, emailField, looksLikeEmail, ZHoneypot } from './form-fields.ts';

/** The macOS TestFlight beta request (docs/product/content.md). Only signed-in DJs and venues may ask. */
export const APP_REQUEST_USER_TYPES = ['dj', 'venue'] as const;

export const APP_REQUEST_MESSAGES = {
  appleIdRequired: 'Please enter your Apple ID',
  appleIdInvalid: EMAIL_INVALID,
  notAllowed: 'Only registered DJs or venues can request the app.',
  registerFirst: 'Please register as DJ or venue first',
  termsRequired: 'Please accept the beta terms to continue',
  submitted: 'Request Submitted!',
  submitAnother: 'Submit another Apple ID',
  failed: 'Unable to submit your request. Please try again.',
  unexpected: 'Unexpected error, please try again.',
  received: "Request received. We'll send your TestFlight invitation to this Apple ID.",
  alreadyReceived: "We already have this Apple ID. We'll send your TestFlight invitation to it.",
} as const;

export const ZAppDownloadRequest = z.object({
  apple_id_email: emailField({
    required: APP_REQUEST_MESSAGES.appleIdRequired,
    invalid: APP_REQUEST_MESSAGES.appleIdInvalid,
  }),
  website: ZHoneypot,
});
export type TAppDownloadRequest = z.input<typeof ZAppDownloadRequest>;

/** docs/product/content.md: the client's own check, in the spec's order. */
export function appleIdError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return APP_REQUEST_MESSAGES.appleIdRequired;
  if (!looksLikeEmail(email)) return APP_REQUEST_MESSAGES.appleIdInvalid;
  return undefined;
}

export function mayRequestApp(userType: string | null | undefined): boolean {
  return (APP_REQUEST_USER_TYPES as readonly string[]).includes(userType ?? '');
}
