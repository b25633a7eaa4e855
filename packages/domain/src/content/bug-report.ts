import { z } from 'zod';
import { choiceError, oneOfMessage } from '../text/validation-messages.ts';
import { emailField, requiredText, ZHoneypot } from './form-fields.ts';
import { ZCaptchaAnswer, ZCaptchaToken } from './captcha.ts';

/** Bug report form (docs/product/content.md). */
export const BUG_ISSUE_TYPES = [
  'Audio Quality',
  'Video Streaming',
  'Login Problems',
  'Performance Issues',
  'macOS App',
  'Web Platform',
  'Booking System',
  'Profile Management',
  'Other',
] as const;
export type TBugIssueType = (typeof BUG_ISSUE_TYPES)[number];

export const BUG_ACCOUNT_TYPES = [
  'DJ',
  'Venue',
  'Tour Manager',
  'Music Enthusiast',
  'Producer',
  'Record Label',
] as const;
export type TBugAccountType = (typeof BUG_ACCOUNT_TYPES)[number];

export const BUG_LIMITS = { device: 200, description: 5000, steps: 5000 } as const;

export const BUG_MESSAGES = {
  issueTypeRequired: 'Please choose the type of issue',
  accountTypeRequired: 'Please choose your account type',
  deviceRequired: 'Please describe your device and browser',
  descriptionRequired: 'Please describe the problem',
  stepsRequired: 'Please list the steps to reproduce the problem',
  sent: 'Bug report submitted successfully. Thank you for helping us improve Cuepoint!',
  failed: 'Submission failed',
  network: 'Network error. Please try again.',
  submit: 'Submit Bug Report',
  submitting: 'Submitting...',
} as const;

export const ZBugReport = z.object({
  issueType: z.enum(BUG_ISSUE_TYPES, {
    error: choiceError(BUG_MESSAGES.issueTypeRequired, oneOfMessage('issueType', BUG_ISSUE_TYPES)),
  }),
  accountType: z.enum(BUG_ACCOUNT_TYPES, {
    error: choiceError(BUG_MESSAGES.accountTypeRequired, oneOfMessage('accountType', BUG_ACCOUNT_TYPES)),
  }),
  device: requiredText({ required: BUG_MESSAGES.deviceRequired, max: BUG_LIMITS.device, label: 'Device' }),
  description: requiredText({
    required: BUG_MESSAGES.descriptionRequired,
    max: BUG_LIMITS.description,
    label: 'Description',
    multiline: true,
  }),
  steps: requiredText({
    required: BUG_MESSAGES.stepsRequired,
    max: BUG_LIMITS.steps,
    label: 'Steps to reproduce',
    multiline: true,
  }),
  email: emailField(),
  captcha: ZCaptchaAnswer,
  token: ZCaptchaToken,
  website: ZHoneypot,
});
export type TBugReport = z.input<typeof ZBugReport>;

/**
 * The product gives two statements of response times (docs/product/content.md; critical within 2 to 4 hours; within 24
 * hours for critical and 48 hours for general issues). Read together they do not conflict: 2 to 4 hours during business
 * hours, 24 hours at the latest.
 */
export const BUG_RESPONSE_TIMES = {
  critical: 'Critical issues: within 2 to 4 hours during business hours, and within 24 hours at the latest.',
  general: 'General issues: within 48 hours.',
} as const;
