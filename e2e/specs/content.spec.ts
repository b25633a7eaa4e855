import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  linkFrom,
  PHONE,
  snap,
  test,
  uniqueEmail,
  waitForMail,
} from '../fixtures.ts';
import { registerVerifiedAccount } from '../support/register-account.ts';

/** docs/product/content.md: the blog, newsletter, waitlist, contact, bug report and app beta request, as a new user. */

const TEAM_INBOX = 'team@cuepoint.local';

/** Answers the arithmetic human check the way a person reads it: "What is 7 + 5?". */
async function answerCaptcha(scope: Page | Locator, field: Locator) {
  const label =
    (await scope
      .getByText(/What is \d+ [+-] \d+\?/)
      .first()
      .textContent()) ?? '';
  const [, a, op, b] = /(\d+) ([+-]) (\d+)/.exec(label) ?? [];
  const answer = op === '+' ? Number(a) + Number(b) : Number(a) - Number(b);
  await field.fill(String(answer));
  return { label, answer };
}

async function questionText(scope: Page | Locator) {
  return (
    (await scope
      .getByText(/What is \d+ [+-] \d+\?/)
      .first()
      .textContent()) ?? ''
  );
}

/** Registers an account through the accounts API (the context keeps the session cookie) and verifies its address. */
async function registerAs(request: APIRequestContext, type: 'dj' | 'enthusiast') {
  const role =
    type === 'dj'
      ? { stage_name: 'DJ E2E', country: 'DE', city: 'Berlin', hourly_rate_min: 120, genres: ['Techno'] }
      : { country: 'US', city: 'Austin', preferred_artists: ['Peggy Gou'] };
  const account = await registerVerifiedAccount(request, { user_type: type, ...role }, (to, subject) =>
    waitForMail(to, subject),
  );
  return account.email;
}

test.describe('blog', () => {
  test('read the blog, filter by category and tag, search and open a post', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Know-how for the booth and the business',
    );
    await expect(page.getByRole('region', { name: 'Featured post' })).toBeVisible();
    const articles = page.getByRole('region', { name: 'Articles' });
    await expect(articles.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, { exclude: ['iframe'] });
    await snap(page, 'content-blog-desktop');

    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    await sidebar.getByRole('link', { name: /^Tutorials \d+ articles?$/ }).click();
    await expect(page).toHaveURL(/\/blog\/category\/tutorials$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorials Articles');
    for (const category of await articles.getByRole('article').all()) {
      await expect(category.getByText(/^Tutorials$/)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    const tag = sidebar.getByRole('link', { name: /^#[\w-]+ \d+ articles?$/ }).first();
    const tagName = (await tag.getAttribute('aria-label'))!.split(' ')[0]!;
    await tag.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tagName} Articles`);
    await expect(articles.getByRole('article').first()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('rekordbox');
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=rekordbox$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “rekordbox”');
    const first = articles.getByRole('article').first().getByRole('link');
    const title = (await first.textContent())!;
    await first.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Cuepoint`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('.prose-cue')).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'content-post-desktop');

    // Crawlers get the same title and Open Graph tags in the HTML itself.
    const html = await (await page.request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toMatch(/<title>[^<]+ · Cuepoint<\/title>/);

    await page.goto('/blog/no-such-post');
    await expect(page.getByText('Post not found')).toBeVisible();
    await page.goto('/blog?q=%22%3A*%26%7C!');
    await expect(page.getByText('No blog posts found.')).toBeVisible();
  });

  test('the blog works on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/blog');
    await expect(page.getByRole('searchbox', { name: 'Search articles' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured post' })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'content-blog-phone');
    await page.getByRole('region', { name: 'Featured post' }).getByRole('link').click();
    await expect(page.locator('.prose-cue')).toBeVisible();
    await snap(page, 'content-post-phone');
  });
});

test.describe('newsletter', () => {
  test('wrong captcha, right captcha, already subscribed, then unsubscribe by the mailed link', async ({
    page,
  }) => {
    await page.goto('/blog');
    const box = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = uniqueEmail('news');
    const answer = box.getByRole('textbox', { name: /What is/ });
    const subscribe = box.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeDisabled();
    await box.getByLabel('Email address').fill(email);
    const { label, answer: right } = await answerCaptcha(box, answer);
    await answer.fill(String(right + 1));
    await subscribe.click();
    const error = box.getByRole('alert');
    await expect(error).toHaveText(/captcha/i);
    await expect(error).toHaveClass(/red/);
    await expect.poll(() => questionText(box)).not.toBe(label);

    await answerCaptcha(box, answer);
    await subscribe.click();
    const status = box.getByRole('status');
    await expect(status).toContainText('Successfully subscribed');
    await expect(status).toHaveClass(/emerald/);
    await expect(box.getByLabel('Email address')).toHaveValue('');

    await box.getByLabel('Email address').fill(email);
    await expect.poll(() => questionText(box)).toMatch(/What is/);
    await answerCaptcha(box, answer);
    await subscribe.click();
    await expect(box.getByRole('status')).toContainText('already');
    await expect(box.getByRole('status')).toHaveClass(/emerald/);

    const mail = await waitForMail(email, /subscribed to the Cuepoint newsletter/);
    await page.goto(linkFrom(mail, '/newsletter/unsubscribe'));
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText('You have been unsubscribed');
  });
});

test.describe('waitlist', () => {
  test('join as a venue manager outside the main layout, then submit another email', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(page.getByRole('link', { name: 'Cuepoint home' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Waitlist' }).getByRole('link', { name: 'Blog' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /TestFlight/ })).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByText('Venue Manager', { exact: true }).click();
    const email = uniqueEmail('waitlist');
    await page.getByLabel('Email address').fill(`  ${email} `);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expectAccessible(page, { exclude: ['iframe'] });
    await snap(page, 'content-waitlist-desktop');
    await page.getByRole('button', { name: 'Submit another email' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText(/already on the waitlist/)).toBeVisible();

    await page.setViewportSize(PHONE);
    await page.goto('/coming-soon');
    await snap(page, 'content-waitlist-phone');
  });
});

test.describe('contact and bug report', () => {
  test('send a contact message and see its reference id; the team inbox gets it', async ({ page }) => {
    await page.goto('/contact?type=support');
    await expect(page.getByRole('radio', { name: 'Technical Support' })).toBeChecked();
    await expect(page.getByText('Mon-Fri 9:00-18:00 UTC')).toBeVisible();
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(
      'Still needed: Name, Email, Subject, Message and the answer to the human check.',
    );
    const subject = `Stream question ${Date.now()}`;
    await page.getByLabel('Name').fill('Nova Reyes');
    await page.getByLabel('Email').fill(uniqueEmail('contact'));
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Can a venue receive two streams at once?');
    await expect(send).toBeDisabled();
    await answerCaptcha(page, page.getByRole('textbox', { name: /What is/ }));
    await send.click();
    const reference = page.getByTestId('reference-id');
    await expect(reference).toHaveText(/^CT-[2-9A-HJ-NP-Z]{8}$/);
    await expect(page.getByRole('status')).toContainText('successfully');
    await expect(page.getByLabel('Subject')).toHaveValue('');
    const mail = await waitForMail(TEAM_INBOX, new RegExp(`\\[${await reference.textContent()}\\]`));
    expect(mail.subject).toContain(subject);
    await expectAccessible(page);
    await snap(page, 'content-contact-desktop');
  });

  test('send a bug report and see its reference id', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/report-bug');
    const submit = page.getByRole('button', { name: 'Submit Bug Report' });
    await page.getByLabel('Issue type').selectOption('Video Streaming');
    await page.getByLabel('Account type').selectOption('DJ');
    await page.getByLabel('Device, system and browser or app version').fill('MacBook Air M3, Chrome 128');
    await page.getByLabel('What went wrong?').fill('The preview freezes after ten minutes.');
    await page.getByLabel('Steps to reproduce').fill('1. Start a stream\n2. Wait ten minutes');
    await page.getByLabel('Your email').fill(uniqueEmail('bug'));
    await expect(submit).toBeDisabled();
    await answerCaptcha(page, page.getByRole('textbox', { name: /What is/ }));
    await submit.click();
    await expect(page.getByTestId('reference-id')).toHaveText(/^BUG-[2-9A-HJ-NP-Z]{8}$/);
    // The thank-you sits under a long form: on a phone it is scrolled into view and takes focus.
    const thanks = page.getByRole('status').filter({ hasText: 'successfully' });
    await expect(thanks).toBeInViewport();
    await expect(thanks).toBeFocused();
    await waitForMail(TEAM_INBOX, /Bug report: Video Streaming/);
    await snap(page, 'content-bug-report-phone');
  });
});

test.describe('app beta request', () => {
  test('a DJ requests the app', async ({ page }) => {
    await registerAs(page.request, 'dj');
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cuepoint App');
    await expect(page.getByText('10+ Mbps upload')).toBeVisible();
    const field = page.getByLabel('Apple ID (e-mail)');
    await expect(field).toBeEnabled();
    await page.getByRole('button', { name: 'Request beta access' }).click();
    await expect(page.getByText('Please enter your Apple ID')).toBeVisible();
    await field.fill(uniqueEmail('appleid'));
    await page.getByText('I agree to the beta terms').click();
    await page.getByRole('button', { name: 'Request beta access' }).click();
    await expect(page.getByRole('heading', { name: 'Request Submitted!' })).toBeVisible();
    await snap(page, 'content-app-desktop');
    await page.getByRole('button', { name: 'Submit another Apple ID' }).click();
    await expect(field).toHaveValue('');
  });

  test('an enthusiast is refused', async ({ page }) => {
    await registerAs(page.request, 'enthusiast');
    await page.goto('/app');
    await expect(page.getByText('Only registered DJs or venues can request the app.')).toBeVisible();
    await expect(page.getByLabel('Apple ID (e-mail)')).toBeDisabled();
    await expect(page.getByLabel('Apple ID (e-mail)')).toHaveAttribute(
      'placeholder',
      'Please register as DJ or venue first',
    );
    const direct = await page.request.post('/api/v14/app-download-request.php', {
      data: { apple_id_email: 'fan@icloud.com' },
    });
    expect(direct.status()).toBe(403);
    expect(await direct.json()).toMatchObject({
      success: false,
      error: 'Only registered DJs or venues can request the app.',
    });
    await page.setViewportSize(PHONE);
    await snap(page, 'content-app-refused-phone');
  });
});
