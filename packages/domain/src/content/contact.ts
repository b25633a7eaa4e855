import { z } from 'zod';
import { emailField, requiredText, ZHoneypot } from './form-fields.ts';
import { ZCaptchaAnswer, ZCaptchaToken } from './captcha.ts';

/** Contact form (docs/product/content.md). */
export const CONTACT_TYPES = ['general', 'support', 'legal'] as const;
export type TContactType = (typeof CONTACT_TYPES)[number];
export const DEFAULT_CONTACT_TYPE: TContactType = 'general';

export const CONTACT_TYPE_LABELS: Record<TContactType, string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  legal: 'Legal Matters',
};

/** `?type=` preselects a type; anything else falls back to general. */
export function contactTypeFrom(value: string | null | undefined): TContactType {
  return (CONTACT_TYPES as readonly string[]).includes(value ?? '')
    ? (value as TContactType)
    : DEFAULT_CONTACT_TYPE;
}

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;
export const CONTACT_MESSAGE_ROWS = 6;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  typeInvalid: 'Please choose general, support or legal',
  sent: 'Thank you! Your message was sent successfully. We will reply by e-mail.',
  failed: 'Submission failed',
  network: 'Network error. Please try again.',
  send: 'Send Message',
  sending: 'Sending...',
} as const;

export const ZContactMessage = z.object({
  type: z.enum(CONTACT_TYPES, { error: CONTACT_MESSAGES.typeInvalid }).default(DEFAULT_CONTACT_TYPE),
  name: requiredText({ required: CONTACT_MESSAGES.nameRequired, max: CONTACT_LIMITS.name, label: 'Name' }),
  email: emailField(),
  subject: requiredText({
    required: CONTACT_MESSAGES.subjectRequired,
    max: CONTACT_LIMITS.subject,
    label: 'Subject',
  }),
  message: requiredText({
    required: CONTACT_MESSAGES.messageRequired,
    max: CONTACT_LIMITS.message,
    label: 'Message',
    multiline: true,
  }),
  captcha: ZCaptchaAnswer,
  token: ZCaptchaToken,
  website: ZHoneypot,
});
export type TContactMessage = z.input<typeof ZContactMessage>;

/** The side panel (docs/product/content.md), word for word. */
export const CONTACT_RESPONSE_TIMES: ReadonlyArray<{ type: TContactType; label: string; time: string }> = [
  { type: 'general', label: 'General inquiries', time: '1-2 business days' },
  { type: 'support', label: 'Technical support', time: 'Same or next business day' },
  { type: 'legal', label: 'Legal matters', time: '2-3 business days' },
];
export const BUSINESS_HOURS = 'Mon-Fri 9:00-18:00 UTC';
export const WEEKEND_SUPPORT = 'Limited weekend support for urgent technical issues';
export const URGENT_HELP =
  'For urgent issues, choose Technical Support: we aim to reply within 2-4 hours during business hours.';

/** docs/product/content.md: a message containing "successfully" is styled as success, anything else as an error. */
export function isSubmissionSuccess(message: string): boolean {
  return /successfully/i.test(message);
}
