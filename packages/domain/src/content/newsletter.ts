import { z } from 'zod';
import { emailField, ZHoneypot } from './form-fields.ts';
import { zText } from '../text/safe-text.ts';
import { ZCaptchaAnswer, ZCaptchaToken } from './captcha.ts';

/** POST newsletter.php (3-public §3): email, captcha answer and the token of the question. */
export const ZNewsletterSubscribe = z.object({
  email: emailField(),
  captcha: ZCaptchaAnswer,
  token: ZCaptchaToken,
  website: ZHoneypot,
});
export type TNewsletterSubscribe = z.input<typeof ZNewsletterSubscribe>;

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Successfully subscribed! Check your inbox for a confirmation e-mail.',
  already: 'This email is already subscribed to our newsletter.',
  failed: 'Subscription failed',
  network: 'Network error. Please try again.',
  unsubscribed: 'You have been unsubscribed from the Cuepoint newsletter.',
  alreadyUnsubscribed: 'This address is already unsubscribed.',
  unknownLink: 'This unsubscribe link is not valid. It may have been mistyped.',
} as const;

/** Spec 3 §8: a message containing "Successfully" or "already" shows as success (green), anything else red. */
export function isNewsletterSuccess(message: string): boolean {
  return message.includes('Successfully') || message.includes('already');
}

export const ZUnsubscribeToken = zText({ error: NEWSLETTER_MESSAGES.unknownLink, label: 'Token' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, NEWSLETTER_MESSAGES.unknownLink);

export const ZUnsubscribeRequest = z.object({ token: ZUnsubscribeToken });
