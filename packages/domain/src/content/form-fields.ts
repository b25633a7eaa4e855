import { z } from 'zod';
import { zText } from '../text/safe-text.ts';

/**
 * Building blocks of every public form (newsletter, waitlist, contact, bug report, app request): inputs are
 * trimmed and bounded, and characters no person types are refused, so nothing odd reaches storage or e-mail.
 */

export { INVALID_CHARACTERS } from '../text/safe-text.ts';

export const EMAIL_MAX = 254;
export const EMAIL_REQUIRED = 'Please enter your email address';
export const EMAIL_INVALID = 'Please enter a valid email address';

type TextOptions = { required: string; max: number; label: string; multiline?: boolean };

/** A required, trimmed text with a maximum length; `required` is the message for an empty or missing value. */
export function requiredText({ required, max, label, multiline = false }: TextOptions) {
  return zText({ error: required, label, multiline })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An e-mail address: trimmed, required, at most 254 characters, a real address shape. */
export function emailField(
  messages: { required: string; invalid: string } = { required: EMAIL_REQUIRED, invalid: EMAIL_INVALID },
) {
  return zText({ error: messages.required, label: 'Email' })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX, messages.invalid)
    .pipe(z.email({ error: messages.invalid }));
}

/** The quick check forms run while typing (docs/product/content.md: an address without @ is not valid). */
export function looksLikeEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 2 && trimmed.includes('@');
}

/** The honeypot field's value (its name and check are in honeypot.ts). */
export const ZHoneypot = zText({ multiline: true }).max(2000).optional();

/** The form of an address used to recognise it again: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
