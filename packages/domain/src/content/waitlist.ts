import { z } from 'zod';
import { choiceError, oneOfMessage } from '../text/validation-messages.ts';
import { EMAIL_INVALID, EMAIL_REQUIRED, emailField, looksLikeEmail, ZHoneypot } from './form-fields.ts';

/** The pre-launch waitlist (docs/product/content.md): who is signing up and their address. */
export const WAITLIST_ROLES = ['dj', 'tour-manager', 'venue-manager'] as const;
export type TWaitlistRole = (typeof WAITLIST_ROLES)[number];

export const WAITLIST_ROLE_LABELS: Record<TWaitlistRole, string> = {
  dj: 'DJ',
  'tour-manager': 'Tour Manager',
  'venue-manager': 'Venue Manager',
};

export const WAITLIST_MESSAGES = {
  emailRequired: EMAIL_REQUIRED,
  emailInvalid: EMAIL_INVALID,
  roleInvalid: 'Please choose whether you are a DJ, a tour manager or a venue manager',
  joined: "You're on the list! We'll email you as soon as Cuepoint opens.",
  already: "You're already on the waitlist. We'll email you as soon as Cuepoint opens.",
  failed: 'Signup failed. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  httpError: (status: number) => `HTTP Error: ${status}`,
} as const;

export const ZWaitlistSignup = z.object({
  email: emailField(),
  role: z.enum(WAITLIST_ROLES, {
    error: choiceError(WAITLIST_MESSAGES.roleInvalid, oneOfMessage('role', WAITLIST_ROLES)),
  }),
  website: ZHoneypot,
});
export type TWaitlistSignup = z.input<typeof ZWaitlistSignup>;

/** docs/product/content.md: the client's own check before sending, on the trimmed address. */
export function waitlistEmailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return WAITLIST_MESSAGES.emailRequired;
  if (!looksLikeEmail(email)) return WAITLIST_MESSAGES.emailInvalid;
  return undefined;
}

/** The external product the waitlist page links to: the beta app ships through Apple's TestFlight. */
export const WAITLIST_PRODUCT_LINK = {
  label: 'Get TestFlight for the Cuepoint beta',
  url: 'https://apps.apple.com/app/testflight/id899247664',
} as const;
