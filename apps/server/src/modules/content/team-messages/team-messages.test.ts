import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BUG_ISSUE_TYPES, BUG_MESSAGES } from '@cuepoint/domain/content/bug-report';
import { CAPTCHA_MESSAGES } from '@cuepoint/domain/content/captcha-question';
import { CONTACT_MESSAGES } from '@cuepoint/domain/content/contact';
import { REFERENCE_PATTERN } from '@cuepoint/domain/content/submission';
import { createTestApp } from '../../../test/test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { readOutbox } from '../../../adapters/mail/create-mailer.ts';
import { bugReports, contactMessages } from '../../../db/schema/public-forms.ts';
import type { Mailer } from '../../../adapters/mail/mailer.ts';
import { solvedCaptcha, testIp } from '../../platform/spam/captcha-testing.ts';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const INBOX = 'crew@cuepoint.example';
const t = useTestApp({ TEAM_INBOX: INBOX });

const post = (url: string, payload: object, remoteAddress = testIp()) =>
  t.app.inject({ method: 'POST', url: `/api/v14${url}`, payload, remoteAddress });

const contactOf = (referenceId: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.referenceId, referenceId));
const bugOf = (referenceId: string) =>
  t.database.db.select().from(bugReports).where(eq(bugReports.referenceId, referenceId));

const message = (n = 0) => ({
  type: 'support',
  name: '  Nova Reyes ',
  email: ` nova.${run}.${n}@example.com `,
  subject: `Stream drops <b>${run}</b>`,
  message: 'The stream stopped after 40 minutes.\nTwice.',
});

const report = (n = 0) => ({
  issueType: 'Audio Quality',
  accountType: 'Venue',
  device: 'MacBook Pro M2, macOS 14, Safari 17',
  description: `Crackling audio ${run}`,
  steps: '1. Start a stream\n2. Wait',
  email: `venue.${run}.${n}@example.com`,
});

describe('GET contact.php and bug-report.php', () => {
  it.each(['/contact.php', '/bug-report.php'])(
    '%s gives a question and a token for that form',
    async (url) => {
      const response = await t.app.inject({ url: `/api/v14${url}`, remoteAddress: testIp() });
      expect(response.statusCode).toBe(200);
      expect(response.json().captcha).toMatch(/^What is/);
      expect(response.json().token).toMatch(url === '/contact.php' ? /^v1\.contact\./ : /^v1\.bug-report\./);
    },
  );
});

describe('POST /contact.php', () => {
  it('stores the trimmed message, mails the team inbox and returns the reference id', async () => {
    const response = await post('/contact.php', {
      ...message(),
      ...(await solvedCaptcha(t.app, '/contact.php')),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: CONTACT_MESSAGES.sent,
      reference_id: expect.stringMatching(REFERENCE_PATTERN),
    });
    expect(body.reference_id.startsWith('CT-')).toBe(true);
    const [row] = await contactOf(body.reference_id);
    expect(row).toMatchObject({ type: 'support', name: 'Nova Reyes', email: `nova.${run}.0@example.com` });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    const mail = (await readOutbox(t.config.outboxDir)).find((m) => m.subject.includes(body.reference_id));
    expect(mail).toMatchObject({ to: INBOX, replyTo: `nova.${run}.0@example.com` });
    expect(mail?.subject).toBe(`[${body.reference_id}] Technical Support: Stream drops <b>${run}</b>`);
    expect(mail?.text).toContain('The stream stopped after 40 minutes.\nTwice.');
    expect(mail?.html).toContain(`Stream drops &lt;b&gt;${run}&lt;/b&gt;`);
    expect(mail?.html).not.toContain('<b>');
  });

  it('defaults the type to general', async () => {
    const { type: _type, ...rest } = message(1);
    const response = await post('/contact.php', { ...rest, ...(await solvedCaptcha(t.app, '/contact.php')) });
    expect((await contactOf(response.json().reference_id))[0]?.type).toBe('general');
  });

  it('refuses a wrong answer, a spent token and a bug-report token', async () => {
    const captcha = await solvedCaptcha(t.app, '/contact.php');
    const wrong = await post('/contact.php', { ...message(2), ...captcha, captcha: captcha.captcha + 2 });
    expect(wrong.json()).toMatchObject({ success: false, error: CAPTCHA_MESSAGES.wrong });
    const spent = await post('/contact.php', { ...message(2), ...captcha });
    expect(spent.json()).toMatchObject({ success: false, error: CAPTCHA_MESSAGES.used });
    const foreign = await post('/contact.php', {
      ...message(2),
      ...(await solvedCaptcha(t.app, '/bug-report.php')),
    });
    expect(foreign.json()).toMatchObject({ success: false, error: CAPTCHA_MESSAGES.invalid });
  });

  it.each([
    ['name', { name: ' ' }, CONTACT_MESSAGES.nameRequired],
    ['email', { email: 'nova' }, 'Please enter a valid email address'],
    ['subject', { subject: undefined }, CONTACT_MESSAGES.subjectRequired],
    ['message', { message: '\n\n' }, CONTACT_MESSAGES.messageRequired],
    ['type', { type: 'sales' }, CONTACT_MESSAGES.typeInvalid],
    ['long message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [
      'header injection',
      { subject: 'Hi\r\nBcc: all@example.com' },
      'Subject contains characters that are not allowed',
    ],
    ['NUL', { name: 'a\u0000b' }, 'Name contains characters that are not allowed'],
  ])('refuses a bad %s with its message', async (_label, change, error) => {
    const response = await post('/contact.php', { ...message(3), ...change, captcha: 1, token: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error });
  });

  it('answers a filled honeypot with a receipt and keeps nothing', async () => {
    const response = await post('/contact.php', {
      ...message(4),
      website: 'https://seo.example',
      ...(await solvedCaptcha(t.app, '/contact.php')),
    });
    expect(response.json()).toMatchObject({
      success: true,
      reference_id: expect.stringMatching(REFERENCE_PATTERN),
    });
    expect(await contactOf(response.json().reference_id)).toHaveLength(0);
  });
});

describe('POST /bug-report.php', () => {
  it('stores the report, mails the team inbox and returns a BUG reference', async () => {
    const response = await post('/bug-report.php', {
      ...report(),
      ...(await solvedCaptcha(t.app, '/bug-report.php')),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: BUG_MESSAGES.sent,
      reference_id: expect.stringMatching(/^BUG-/),
    });
    const [row] = await bugOf(body.reference_id);
    expect(row).toMatchObject({
      issueType: 'Audio Quality',
      accountType: 'Venue',
      steps: '1. Start a stream\n2. Wait',
    });
    const mail = (await readOutbox(t.config.outboxDir)).find((m) => m.subject.includes(body.reference_id));
    expect(mail).toMatchObject({ to: INBOX, subject: `[${body.reference_id}] Bug report: Audio Quality` });
  });

  it.each([
    ['issueType', { issueType: undefined }, BUG_MESSAGES.issueTypeRequired],
    ['issueType value', { issueType: 'Gossip' }, `issueType must be one of: ${BUG_ISSUE_TYPES.join(', ')}`],
    ['accountType', { accountType: undefined }, BUG_MESSAGES.accountTypeRequired],
    ['device', { device: '' }, BUG_MESSAGES.deviceRequired],
    ['description', { description: '   ' }, BUG_MESSAGES.descriptionRequired],
    ['steps', { steps: undefined }, BUG_MESSAGES.stepsRequired],
    ['email', { email: '' }, 'Please enter your email address'],
    ['captcha', { captcha: '' }, CAPTCHA_MESSAGES.required],
  ])('refuses a missing or bad %s', async (_label, change, error) => {
    const response = await post('/bug-report.php', { ...report(1), token: 'x', captcha: 4, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error });
  });
});

describe('abuse and failure', () => {
  it('refuses a flood of contact messages with 429 and keeps every accepted one', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const captchas = await Promise.all(Array.from({ length: 8 }, () => solvedCaptcha(t.app, '/contact.php')));
    const responses = await Promise.all(
      captchas.map((captcha, i) =>
        fetch(`${address}/api/v14/contact.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...message(100 + i), ...captcha }),
        }),
      ),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{
      success: boolean;
      reference_id: string;
    }>;
    expect(responses.filter((r) => r.status === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(3);
    for (const body of bodies.filter((b) => b.success))
      expect(await contactOf(body.reference_id)).toHaveLength(1);
  });

  it('keeps a message whose mail failed, and still gives its reference', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    const down = await createTestApp({}, { database: t.database, mailer: failing });
    const response = await down.app.inject({
      method: 'POST',
      url: '/api/v14/contact.php',
      payload: { ...message(5), ...(await solvedCaptcha(down.app, '/contact.php')) },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await contactOf(response.json().reference_id);
    expect(row?.mailedAt).toBeNull();
    await down.close();
  });
});
