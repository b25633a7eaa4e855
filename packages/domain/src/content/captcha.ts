import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { CAPTCHA_MESSAGES } from './captcha-question.ts';

/**
 * Schemas of the human check; its messages and questions are in captcha-question.ts, which has no zod, so the web
 * app's first load does not carry it.
 */

/** GET newsletter.php, contact.php, bug-report.php: the question text and its signed token. */
export const ZCaptchaChallenge = z.object({ captcha: z.string(), token: z.string() });
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

/** The answer as a form sends it: a number, or digits in a string (an input's value). */
export const ZCaptchaAnswer = z.union(
  [
    z.number({ error: CAPTCHA_MESSAGES.notNumber }).int(CAPTCHA_MESSAGES.notNumber).min(-1000).max(1000),
    zText({ error: CAPTCHA_MESSAGES.required, label: 'Captcha answer' })
      .trim()
      .min(1, CAPTCHA_MESSAGES.required)
      .regex(/^-?\d{1,4}$/, CAPTCHA_MESSAGES.notNumber),
  ],
  { error: CAPTCHA_MESSAGES.required },
);
export const ZCaptchaToken = zText({ error: CAPTCHA_MESSAGES.required, label: 'Captcha token' })
  .min(1, CAPTCHA_MESSAGES.required)
  .max(512, CAPTCHA_MESSAGES.invalid);
