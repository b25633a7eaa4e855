import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CAPTCHA_MESSAGES } from '@cuepoint/domain/content/captcha-question';
import { NEWSLETTER_MESSAGES } from '@cuepoint/domain/content/newsletter-messages';
import { useTestApp } from '../../../test/use-test-app.ts';
import { readOutbox } from '../../../adapters/mail/create-mailer.ts';
import { newsletterSubscriptions } from '../../../db/schema/public-forms.ts';
import { solvedCaptcha, testIp } from '../../platform/spam/captcha-testing.ts';

const t = useTestApp({ PUBLIC_URL: 'https://cuepoint.example' });
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function subscribe(body: Record<string, unknown>, remoteAddress = testIp()) {
  return t.app.inject({ method: 'POST', url: '/api/v14/newsletter.php', payload: body, remoteAddress });
}

async function rowsFor(email: string) {
  return t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.emailNormalized, email));
}

describe('GET /newsletter.php', () => {
  it('gives a question and a token, never cached', async () => {
    const response = await t.app.inject({ url: '/api/v14/newsletter.php', remoteAddress: testIp() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      captcha: expect.stringMatching(/^What is \d+ [+-] \d+\?$/),
    });
    expect(response.json().token).toMatch(/^v1\.newsletter\./);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /newsletter.php', () => {
  it('subscribes, mails a confirmation with a working unsubscribe link, and answers "already" after', async () => {
    const email = `Fan.${run}@Example.com`;
    const first = await subscribe({
      email: `  ${email} `,
      ...(await solvedCaptcha(t.app, '/newsletter.php')),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: NEWSLETTER_MESSAGES.subscribed,
      data: { email, status: 'subscribed' },
    });
    const [row] = await rowsFor(email.toLowerCase());
    expect(row).toMatchObject({ email, status: 'subscribed' });

    const mail = (await readOutbox(t.config.outboxDir)).find((m) => m.to === email);
    expect(mail?.subject).toBe("You're subscribed to the Cuepoint newsletter");
    const link = /https:\/\/cuepoint\.example\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(mail!.text);
    expect(link?.[1]).toBe(row!.unsubscribeToken);
    expect(mail!.html).toContain(`token=${row!.unsubscribeToken}`);

    const again = await subscribe({
      email: email.toUpperCase(),
      ...(await solvedCaptcha(t.app, '/newsletter.php')),
    });
    expect(again.json()).toMatchObject({
      success: true,
      message: NEWSLETTER_MESSAGES.already,
      data: { status: 'already' },
    });
    expect(await rowsFor(email.toLowerCase())).toHaveLength(1);
    expect(
      (await readOutbox(t.config.outboxDir)).filter((m) => m.to.toLowerCase() === email.toLowerCase()),
    ).toHaveLength(1);

    // The link: looking changes nothing, posting unsubscribes, a second post says so, a new sign-up brings it back.
    const token = row!.unsubscribeToken;
    const look = await t.app.inject({
      url: `/api/v14/newsletter/unsubscribe?token=${token}`,
      remoteAddress: testIp(),
    });
    expect(look.json()).toEqual({ success: true, data: { email, status: 'subscribed' } });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v14/newsletter/unsubscribe',
      payload: { token },
    });
    expect(out.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed, data: { email } });
    expect((await rowsFor(email.toLowerCase()))[0]?.status).toBe('unsubscribed');
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v14/newsletter/unsubscribe',
      payload: { token },
    });
    expect(twice.json().message).toBe(NEWSLETTER_MESSAGES.alreadyUnsubscribed);
    const back = await subscribe({ email, ...(await solvedCaptcha(t.app, '/newsletter.php')) });
    expect(back.json().message).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect((await rowsFor(email.toLowerCase()))[0]?.status).toBe('subscribed');
  });

  it('refuses a wrong answer with a captcha message and stores nothing', async () => {
    const email = `wrong.${run}@example.com`;
    const { captcha, token } = await solvedCaptcha(t.app, '/newsletter.php');
    const response = await subscribe({ email, captcha: captcha + 1, token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: CAPTCHA_MESSAGES.wrong });
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it.each([
    [{}, /email/i],
    [{ email: 'nope', captcha: 1, token: 'x' }, /valid email/],
    [{ email: 'a@b.co', token: 'x' }, /captcha/],
    [{ email: 'a@b.co', captcha: 'abc', token: 'x' }, /captcha/],
    [{ email: 'a@b.co', captcha: 3 }, /captcha/],
    [{ email: 'a@b.co', captcha: 3, token: 'forged' }, /captcha/],
    [{ email: 'a\u0000@b.co', captcha: 3, token: 'x' }, /Email contains characters that are not allowed/],
    [{ email: ['a@b.co'], captcha: { n: 1 }, token: 5 }, /./],
  ])('answers bad input %j with a 400', async (body, error) => {
    const response = await subscribe(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().error).toMatch(error);
  });

  it('answers a filled honeypot like a person and keeps nothing', async () => {
    const email = `bot.${run}@example.com`;
    const response = await subscribe({
      email,
      website: 'http://spam.example',
      ...(await solvedCaptcha(t.app, '/newsletter.php')),
    });
    expect(response.json()).toMatchObject({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await rowsFor(email)).toHaveLength(0);
    expect((await readOutbox(t.config.outboxDir)).some((m) => m.to === email)).toBe(false);
  });

  it('refuses a flood from one address with 429 and keeps every accepted sign-up', async () => {
    // Over real HTTP: light-my-request dispatches concurrent injections in one tick, which no network client does.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const emails = Array.from({ length: 10 }, (_, i) => `flood${i}.${run}@example.com`);
    const captchas = await Promise.all(emails.map(() => solvedCaptcha(t.app, '/newsletter.php')));
    const responses = await Promise.all(
      emails.map((email, i) =>
        fetch(`${address}/api/v14/newsletter.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, ...captchas[i] }),
        }),
      ),
    );
    const accepted = emails.filter((_, i) => responses[i]!.status === 200);
    const refused = responses.filter((r) => r.status === 429);
    expect(accepted).toHaveLength(6);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.headers.get('retry-after')).toBeTruthy();
    expect(await refused[0]!.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/Too many requests/),
    });
    for (const email of accepted) expect(await rowsFor(email)).toHaveLength(1);
    for (const email of emails.filter((e) => !accepted.includes(e)))
      expect(await rowsFor(email)).toHaveLength(0);
  });
});

describe('unsubscribe links', () => {
  it('answer an unknown or malformed token with a clear message, never a 500', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v14/newsletter/unsubscribe',
      payload: { token: 'x'.repeat(32) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(NEWSLETTER_MESSAGES.unknownLink);
    for (const token of ['', 'short', '<script>', 'a'.repeat(500)]) {
      const response = await t.app.inject({
        url: `/api/v14/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(NEWSLETTER_MESSAGES.unknownLink);
    }
  });
});
