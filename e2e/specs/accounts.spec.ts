import type { Locator, Page } from '@playwright/test';
import { dashboardRouteFor, userTypeLabel, type TSignupUserType } from '@cuepoint/domain/accounts/user-types';
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
import { setNextIdentity } from '../support/oidc.ts';

/**
 * Accounts as a new user meets them (docs/product/accounts-and-sessions.md, issue 3): each role signs up through the
 * wizard and sees every validation message next to its field, verifies the e-mail from the outbox, signs out, signs in,
 * resets a forgotten password and lands on its dashboard. The server offers Google (pointed at a local OpenID provider)
 * and no LinkedIn, so venue and label sign up with the e-mail fallback.
 */

const PASSWORD = 'first password 123';
const NEW_PASSWORD = 'second password 456';

const SIGN_UP_LABEL: Record<TSignupUserType, RegExp> = {
  dj: /^DJ\b/,
  venue: /^Venue Manager/,
  enthusiast: /^Music Enthusiast/,
  producer: /^Music Producer/,
  label: /^Record Label/,
};

const SIGN_IN_ITEM: Record<TSignupUserType, string> = {
  dj: 'as DJ',
  venue: 'as Venue Manager',
  enthusiast: 'as Music Enthusiast',
  producer: 'as Music Producer',
  label: 'as Label Manager',
};

/** The field's message is linked to it (aria-describedby), which is what "next to the field" means to everyone. */
async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function openSignUp(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Cuepoint' });
  await expect(dialog.getByRole('heading', { name: 'I am a...' })).toBeVisible();
  return dialog;
}

async function next(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Next' }).click();
}

/** The detected country (by address, else the browser's locale) is selected for the visitor: clear it. */
async function clearDetectedCountry(dialog: Locator) {
  await expect(dialog.getByLabel('Country')).toHaveValue(/^[A-Z]{2}$/);
  await dialog.getByLabel('Country').selectOption('');
}

async function solveCaptcha(dialog: Locator) {
  const widget = dialog.locator('altcha-widget');
  await widget.getByText("I'm not a robot").click();
  await expect(widget.getByText('Verified')).toBeVisible({ timeout: 30_000 });
}

/** Step 3's e-mail part: every credential message, then a correct submission. */
async function completeWithEmail(page: Page, dialog: Locator, email: string, options: { choose: boolean }) {
  if (options.choose) {
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Sign up with Email' }).click();
  }
  const emailField = dialog.getByLabel('Email', { exact: true });
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expectMessage(emailField, 'Email and password are required');
  await expect(dialog.getByTestId('captcha-field')).toContainText(
    'Please complete the reCAPTCHA verification to continue',
  );
  await emailField.fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(`${PASSWORD}!`);
  await solveCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expectMessage(
    dialog.getByLabel('Confirm Password'),
    'Passwords do not match. Please check your password and try again.',
  );
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await page.waitForURL(/\/check-email\?/);
}

/** Step 2 and 3 of each role: the empty step first (every message), then real answers. */
const WIZARD: Record<TSignupUserType, (page: Page, dialog: Locator, email: string) => Promise<void>> = {
  async dj(page, dialog, email) {
    await clearDetectedCountry(dialog);
    await next(dialog);
    await expectMessage(dialog.getByLabel('Stage Name'), 'Stage Name is required');
    await expectMessage(dialog.getByLabel('Country'), 'Country is required');
    await dialog.getByLabel('Stage Name').fill('Nova Pulse');
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByLabel(/^City/).fill('Berlin');
    await next(dialog);
    await expect(dialog.getByRole('heading', { name: 'Performance Types' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Remote for venues/ }).check();
    await expect(dialog.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    await completeWithEmail(page, dialog, email, { choose: true });
  },

  async venue(page, dialog, email) {
    await clearDetectedCountry(dialog);
    await next(dialog);
    await expectMessage(dialog.getByLabel('Venue Name'), 'Venue name is required');
    await expectMessage(dialog.getByLabel('Country'), 'Country is required');
    await expectMessage(dialog.getByLabel('City'), 'City is required');
    await expectMessage(dialog.getByLabel('Address'), 'Address is required');
    await dialog.getByLabel('Venue Name').fill('Tresor Test');
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByLabel('City').fill('Berlin');
    await dialog.getByLabel('Address').fill('Köpenicker Str. 70');
    await next(dialog);
    await expect(dialog.getByRole('heading', { name: 'Venue Details' })).toBeVisible();
    // LinkedIn is not configured and Google is not offered to venues: e-mail sign-up is the fallback.
    await expect(dialog.getByRole('button', { name: /Sign up with (LinkedIn|Google)/ })).toHaveCount(0);
    await dialog.getByLabel('Remote Streaming').selectOption('');
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Sign up with Email' }).click();
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expectMessage(dialog.getByLabel('Venue Type'), 'Please select a venue type');
    await expectMessage(dialog.getByLabel('Remote Streaming'), 'Please select a remote streaming option');
    await expectMessage(dialog.getByLabel('Venue Website'), 'Venue URL is required');
    await expectMessage(dialog.getByLabel('Venue Email'), 'Venue email is required');
    await dialog.getByLabel('Venue Type').selectOption('club');
    await dialog.getByLabel('Remote Streaming').selectOption('receiver');
    await dialog.getByLabel('Venue Website').fill('tresor.example.test');
    await dialog.getByLabel('Venue Email').fill('booking@tresor.example.test');
    // The minimum never passes the maximum.
    await dialog.getByLabel('Maximum per hour').fill('300');
    await dialog.getByLabel('Minimum per hour').fill('450');
    await expect(dialog.getByLabel('Minimum per hour')).toHaveValue('300');
    const djs = dialog.getByRole('combobox', { name: /DJs you would like to book/ });
    await djs.pressSequentially('Carl');
    const suggestions = dialog.getByRole('listbox', { name: 'Artist suggestions' });
    await expect(suggestions.getByRole('option', { name: 'Carl Cox' })).toBeVisible();
    const options = await suggestions.getByRole('option').allTextContents();
    for (let i = 0; i <= options.indexOf('Carl Cox'); i += 1) await djs.press('ArrowDown');
    await expect(suggestions.getByRole('option', { selected: true })).toHaveText('Carl Cox');
    await djs.press('Enter');
    await expect(djs).toHaveValue('Carl Cox, ');
    await completeWithEmail(page, dialog, email, { choose: false });
  },

  async enthusiast(page, dialog, email) {
    await clearDetectedCountry(dialog);
    await next(dialog);
    await expectMessage(dialog.getByLabel('Display Name'), 'Display name is required');
    await expectMessage(dialog.getByLabel('Country'), 'Country is required');
    await expectMessage(dialog.getByLabel('City'), 'City is required');
    await dialog.getByLabel('Display Name').fill('Mia Paris');
    await dialog.getByLabel('Country').selectOption('FR');
    await dialog.getByLabel('City').fill('Paris');
    await next(dialog);
    const artists = dialog.getByRole('combobox', { name: /Preferred artists/ });
    await artists.fill(Array.from({ length: 11 }, (_, i) => `Artist ${i}`).join(', '));
    await dialog.getByRole('button', { name: 'Sign up with Email' }).click();
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expectMessage(artists, 'You can select a maximum of 10 preferred artists/DJs');
    await artists.fill('Peggy Gou, Kerri Chandler\npeggy gou ,  Honey Dijon');
    await expect(dialog.getByRole('list', { name: 'Selected artists' }).getByRole('listitem')).toHaveCount(3);
    await completeWithEmail(page, dialog, email, { choose: false });
  },

  async producer(page, dialog, email) {
    await dialog.getByLabel(/Remix Handle/).fill('ab');
    await next(dialog);
    await expect(dialog.getByRole('group', { name: 'I want to…' })).toHaveAccessibleDescription(
      'Please select at least one option',
    );
    await expectMessage(
      dialog.getByLabel(/Remix Handle/),
      'Remix handle must be between 3 and 30 characters long',
    );
    await dialog.getByLabel(/Remix Handle/).fill('-ab-');
    await next(dialog);
    await expectMessage(
      dialog.getByLabel(/Remix Handle/),
      'Invalid remix handle format. Use only letters, numbers, hyphens, and underscores. Cannot start or end with hyphens or underscores.',
    );
    await dialog.getByRole('checkbox', { name: /Have others remix my tracks/ }).check();
    await dialog.getByRole('checkbox', { name: /I offer music production training/ }).check();
    const training = dialog.getByTestId('training-fields');
    await expect(training.getByRole('checkbox')).toHaveCount(12);
    await training.getByLabel('Currency').selectOption('CAD');
    await training.getByLabel('Hourly Rate').fill('45');
    await training.getByLabel('Years of Experience').fill('51');
    await training.getByRole('checkbox', { name: 'Sound Design' }).check();
    await dialog.getByLabel('Producer Name').fill('Low Tide');
    await dialog.getByLabel(/Remix Handle/).fill('low_tide');
    await next(dialog);
    await expectMessage(training.getByLabel('Years of Experience'), 'Years of experience must be at most 50');
    await training.getByLabel('Years of Experience').fill('7');
    await next(dialog);
    await expect(dialog.getByRole('heading', { name: 'Your Preferred Artists/DJs' })).toBeVisible();
    await dialog.getByRole('combobox', { name: /Preferred artists/ }).fill('Four Tet, Floating Points');
    await completeWithEmail(page, dialog, email, { choose: true });
  },

  async label(page, dialog, email) {
    await clearDetectedCountry(dialog);
    await next(dialog);
    await expectMessage(dialog.getByLabel('Label Name'), 'Label name is required');
    await expectMessage(dialog.getByLabel('Country'), 'Country is required');
    await expectMessage(dialog.getByLabel('City'), 'City is required');
    await dialog.getByLabel('Label Name').fill('Night Archive');
    await dialog.getByLabel('Country').selectOption('GB');
    await dialog.getByLabel('City').fill('London');
    await dialog.getByLabel(/Catalogue Size/).fill('240');
    await next(dialog);
    await expect(dialog.getByRole('heading', { name: 'Label Preferences' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign up with Email' }).click();
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expect(dialog.getByRole('group', { name: 'I want to…' })).toHaveAccessibleDescription(
      'Please select at least one option',
    );
    await dialog.getByRole('checkbox', { name: /Monetize our back catalogue/ }).check();
    await completeWithEmail(page, dialog, email, { choose: false });
  },
};

async function signOut(page: Page) {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').last().click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
}

/** Opens 'Sign in as a {type}' and shows the e-mail form (behind a link for the types whose primary way is social). */
async function openEmailSignIn(page: Page, type: TSignupUserType): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('menuitem', { name: SIGN_IN_ITEM[type] }).click();
  const dialog = page.getByRole('dialog', { name: `Sign in as a ${userTypeLabel(type)}` });
  await expect(dialog).toBeVisible();
  if (type === 'dj' || type === 'enthusiast') {
    await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  }
  if (type === 'producer' || type === 'label') {
    await dialog.getByRole('button', { name: 'Sign in with email and password' }).click();
  }
  await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
  return dialog;
}

for (const type of ['dj', 'venue', 'enthusiast', 'producer', 'label'] as const) {
  test(`${type}: sign up, verify, sign out, sign in, reset the password`, async ({ page }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail(`acc-${type}`);
    const dialog = await openSignUp(page);
    await dialog.getByRole('button', { name: SIGN_UP_LABEL[type] }).click();
    await WIZARD[type](page, dialog, email);

    // Check-email screen: address, role, resend.
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(userTypeLabel(type), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(
      page.getByText('Verification email sent successfully! Please check your inbox.'),
    ).toBeVisible();

    // Verify from the outbox, then the home page sends the signed-in user to their dashboard.
    const verification = await waitForMail(email, /Verify your email/);
    await page.goto(linkFrom(verification, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${dashboardRouteFor(type)}$`), { timeout: 12_000 });

    await signOut(page);

    // Sign in: the spec's messages, a wrong password, then the right one.
    let signIn = await openEmailSignIn(page, type);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectMessage(signIn.getByLabel('Email', { exact: true }), 'Email is required');
    await expectMessage(signIn.getByLabel('Password', { exact: true }), 'Password is required');
    await signIn.getByLabel('Email', { exact: true }).fill('not-an-address');
    await expectMessage(signIn.getByLabel('Email', { exact: true }), 'Please enter a valid email address');
    await signIn.getByLabel('Email', { exact: true }).fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill('wrong password');
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(signIn.getByRole('alert')).toHaveText('Invalid email or password');
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboardRouteFor(type)}$`));
    await signOut(page);

    // Forgot password: the dialog, the mail, the reset page, then sign in with the new password.
    signIn = await openEmailSignIn(page, type);
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectMessage(reset.getByLabel('Email', { exact: true }), 'Email is required');
    await reset.getByLabel('Email', { exact: true }).fill(email);
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(reset.getByRole('heading', { name: 'Reset Link Sent' })).toBeVisible();
    await reset.getByRole('button', { name: 'Done' }).click();

    const resetMail = await waitForMail(email, /Reset your Cuepoint password/);
    await page.goto(linkFrom(resetMail, '/reset-password'));
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Sign in as' })
      .getByRole('button', { name: userTypeLabel(type) })
      .click();
    signIn = page.getByRole('dialog', { name: `Sign in as a ${userTypeLabel(type)}` });
    if (type === 'producer' || type === 'label') {
      await signIn.getByRole('button', { name: 'Sign in with email and password' }).click();
    }
    await signIn.getByLabel('Email', { exact: true }).fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboardRouteFor(type)}$`));
  });
}

test('the check-email and verify pages without their parameters', async ({ page }) => {
  await page.goto('/check-email');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/verify-email');
  await expect(page.getByText('Verification token is missing. Please check your email link.')).toBeVisible();
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe.serial('social sign-in against a local OpenID provider', () => {
  const email = uniqueEmail('acc-social');
  const identity = { sub: `sub-${email}`, email, name: 'Sol Social' };

  test('sign up as an enthusiast with Google', async ({ page }) => {
    await setNextIdentity(identity);
    const dialog = await openSignUp(page);
    await dialog.getByRole('button', { name: SIGN_UP_LABEL.enthusiast }).click();
    await dialog.getByLabel('Display Name').fill('Sol Social');
    await dialog.getByLabel('Country').selectOption('NL');
    await dialog.getByLabel('City').fill('Amsterdam');
    await next(dialog);
    await dialog.getByRole('combobox', { name: /Preferred artists/ }).fill('Job Jobse');
    await dialog.getByRole('button', { name: 'Sign up with Google' }).click();
    await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(page.getByText('Redirecting to your dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/enthusiast-dashboard$/);
    await expect(page.getByRole('banner').getByText('Sol Social')).toBeVisible();
  });

  test('signing in as a DJ with that account says which type it is', async ({ page }) => {
    await setNextIdentity(identity);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('menuitem', { name: 'as DJ' }).click();
    await page
      .getByRole('dialog', { name: 'Sign in as a DJ' })
      .getByRole('button', { name: 'Sign in with Google' })
      .click();
    await expect(
      page.getByText("Welcome! We've signed you in as Music Enthusiast based on your account type."),
    ).toBeVisible();
    await snap(page, 'accounts-callback-type-mismatch');
    await expect(page).toHaveURL(/\/enthusiast-dashboard$/);
  });

  test('a refusal at the provider and a stale callback show the error view', async ({ page }) => {
    await setNextIdentity({ ...identity, deny: true });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('menuitem', { name: 'as Music Producer' }).click();
    await page
      .getByRole('dialog', { name: 'Sign in as a Music Producer' })
      .getByRole('button', { name: 'Sign in with Google' })
      .click();
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByText('Authentication failed')).toBeVisible();
    await snap(page, 'accounts-callback-error');

    await page.goto('/auth/callback?code=forged&state=forged');
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'I am a...' })).toBeVisible();
    await page.goto('/auth/callback');
    await expect(page.getByText('No authentication data received')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('screens at desktop and phone width, and accessible', async ({ page }) => {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/signup?type=venue');
    await page.getByLabel('Venue Name').fill('Snap Club');
    await page.getByLabel('Country').selectOption('ES');
    await page.getByLabel('City').fill('Madrid');
    await page.getByLabel('Address').fill('Calle 1');
    await next(page.locator('main'));
    await expect(page.getByRole('heading', { name: 'Venue Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign up with Email' }).click();
    await expect(page.locator('altcha-widget')).toBeVisible();
    await snap(page, `accounts-signup-venue-${label}`);
    await expectAccessible(page);
    await page.goto('/check-email?email=snap%40example.test&userType=label');
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await snap(page, `accounts-check-email-${label}`);
    await expectAccessible(page);
  }
});
