import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import { ZContactMessage, contactTypeFrom, isSubmissionSuccess, CONTACT_LIMITS } from './contact.ts';
import { ZWaitlistSignup, waitlistEmailError, WAITLIST_MESSAGES } from './waitlist.ts';
import { ZNewsletterSubscribe } from './newsletter.ts';
import { isNewsletterSuccess, NEWSLETTER_MESSAGES } from './newsletter-messages.ts';
import { ZBugReport } from './bug-report.ts';
import { appleIdError, mayRequestApp, ZAppDownloadRequest, APP_REQUEST_MESSAGES } from './app-request.ts';
import { isHoneypotFilled } from './honeypot.ts';
import { formatReference, REFERENCE_PATTERN } from './submission.ts';
import { searchTerms } from './blog-catalog.ts';

const contact = {
  name: ' Ada ',
  email: ' ada@example.com ',
  subject: 'Hi',
  message: 'Line 1\nLine 2',
  captcha: '7',
  token: 't',
};

function firstError(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('public form schemas', () => {
  it('trim every text and default the contact type to general', () => {
    const parsed = ZContactMessage.parse(contact);
    expect(parsed).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      type: 'general',
      message: 'Line 1\nLine 2',
    });
  });

  it('bound every text', () => {
    const long = ZContactMessage.safeParse({ ...contact, message: 'x'.repeat(CONTACT_LIMITS.message + 1) });
    expect(firstError(long)).toBe(`Message must be at most ${CONTACT_LIMITS.message} characters`);
    expect(ZContactMessage.safeParse({ ...contact, email: `${'a'.repeat(250)}@example.com` }).success).toBe(
      false,
    );
  });

  it('refuse control characters, and line breaks in one-line fields', () => {
    expect(firstError(ZContactMessage.safeParse({ ...contact, name: 'A\u0000B' }))).toBe(
      'Name contains characters that are not allowed',
    );
    expect(ZContactMessage.safeParse({ ...contact, subject: 'Hi\r\nBcc: x@y.z' }).success).toBe(false);
  });

  it('name the missing field in the spec words', () => {
    expect(firstError(ZWaitlistSignup.safeParse({ email: '  ', role: 'dj' }))).toBe(
      WAITLIST_MESSAGES.emailRequired,
    );
    expect(firstError(ZWaitlistSignup.safeParse({ role: 'dj' }))).toBe(WAITLIST_MESSAGES.emailRequired);
    expect(firstError(ZWaitlistSignup.safeParse({ email: 'nope', role: 'dj' }))).toBe(
      WAITLIST_MESSAGES.emailInvalid,
    );
    expect(firstError(ZWaitlistSignup.safeParse({ email: 'a@b.co' }))).toBe(WAITLIST_MESSAGES.roleInvalid);
    // A value the API does not take is named with the ones it does.
    expect(firstError(ZWaitlistSignup.safeParse({ email: 'a@b.co', role: 'fan' }))).toBe(
      'role must be one of: dj, tour-manager, venue-manager',
    );
    expect(firstError(ZAppDownloadRequest.safeParse({ apple_id_email: '' }))).toBe(
      APP_REQUEST_MESSAGES.appleIdRequired,
    );
    expect(firstError(ZNewsletterSubscribe.safeParse({ email: 'a@b.co', token: 't' }))).toMatch(/captcha/);
  });

  it('accept every bug report field and refuse unknown choices', () => {
    const report = {
      issueType: 'macOS App',
      accountType: 'Venue',
      device: 'MacBook',
      description: 'd',
      steps: 's',
      email: 'a@b.co',
      captcha: 3,
      token: 't',
    };
    expect(ZBugReport.safeParse(report).success).toBe(true);
    expect(ZBugReport.safeParse({ ...report, issueType: 'Gossip' }).success).toBe(false);
  });
});

describe('client rules', () => {
  it('check addresses the way the spec says', () => {
    expect(waitlistEmailError('')).toBe(WAITLIST_MESSAGES.emailRequired);
    expect(waitlistEmailError('someone')).toBe(WAITLIST_MESSAGES.emailInvalid);
    expect(waitlistEmailError(' a@b.co ')).toBeUndefined();
    expect(appleIdError(' ')).toBe(APP_REQUEST_MESSAGES.appleIdRequired);
    expect(appleIdError('x')).toBe(APP_REQUEST_MESSAGES.appleIdInvalid);
  });

  it('colour messages by their words', () => {
    expect(isNewsletterSuccess(NEWSLETTER_MESSAGES.subscribed)).toBe(true);
    expect(isNewsletterSuccess(NEWSLETTER_MESSAGES.already)).toBe(true);
    expect(isNewsletterSuccess(NEWSLETTER_MESSAGES.failed)).toBe(false);
    expect(isSubmissionSuccess('Sent successfully')).toBe(true);
    expect(isSubmissionSuccess('Submission failed')).toBe(false);
  });

  it('preselect a contact type only from known values', () => {
    expect(contactTypeFrom('legal')).toBe('legal');
    expect(contactTypeFrom('LEGAL')).toBe('general');
    expect(contactTypeFrom(null)).toBe('general');
  });

  it('let only DJs and venues request the app', () => {
    expectMapping(mayRequestApp, {
      dj: true,
      venue: true,
      enthusiast: false,
    });
    expect(mayRequestApp(undefined)).toBe(false);
  });

  it('spot a filled honeypot', () => {
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled('  ')).toBe(false);
    expect(isHoneypotFilled('http://spam')).toBe(true);
  });
});

describe('helpers', () => {
  it('make readable reference ids', () => {
    let n = 0;
    const id = formatReference('CT', (size) => n++ % size);
    expect(id).toBe('CT-23456789');
    expect(id).toMatch(REFERENCE_PATTERN);
  });

  it('turn any text into safe search words', () => {
    expect(searchTerms('  Rekordbox: "USB" export -- & | ! ')).toEqual(['rekordbox', 'usb', 'export']);
    expect(searchTerms("DJ's 48kHz set-up")).toEqual(['dj', 's', '48khz', 'set', 'up']);
    expect(searchTerms(':*&|!()<>')).toEqual([]);
    expect(searchTerms('Übung Ü')).toEqual(['übung', 'ü']);
  });
});
