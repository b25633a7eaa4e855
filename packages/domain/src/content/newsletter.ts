import { z } from 'zod';
import { emailField, ZHoneypot } from './form-fields.ts';
import { zText } from '../text/safe-text.ts';
import { ZCaptchaAnswer, ZCaptchaToken } from './captcha.ts';
import { NEWSLETTER_MESSAGES } from './newsletter-messages.ts';

/** POST newsletter.php (docs/product/content.md): email, captcha answer and the token of the question. */
export const ZNewsletterSubscribe = z.object({
  email: emailField(),
  captcha: ZCaptchaAnswer,
  token: ZCaptchaToken,
  website: ZHoneypot,
});
export type TNewsletterSubscribe = z.input<typeof ZNewsletterSubscribe>;

export const ZUnsubscribeToken = zText({ error: NEWSLETTER_MESSAGES.unknownLink, label: 'Token' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, NEWSLETTER_MESSAGES.unknownLink);

export const ZUnsubscribeRequest = z.object({ token: ZUnsubscribeToken });
