import { ZIP_MESSAGES } from '@cuepoint/domain/producers/zip-rules';
import { expect, expectAccessible, PHONE, snap, test } from '../fixtures.ts';
import { E2E_PASSWORD, registerAccount } from '../support/register-account.ts';
import { buildZip, fourStems, wavBytes } from '../../apps/server/src/modules/music/producer/zip-testing.ts';

/**
 * The producer dashboard (docs/product/producers-and-labels.md; decision record 038): a producer signs up, meets the
 * empty dashboard, signs in again, edits the profile (saved to the server, remix URL as remix.me/{handle}), then
 * uploads a track with a 4-stem ZIP whose progress shows while the network is slow; a 3-stem "4-stem" ZIP is refused in
 * its slot.
 */

const RUN = Date.now().toString(36);

test.describe('producer dashboard', () => {
  test('sign up, sign in, edit the profile, upload a track with stems', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Low Tide ${RUN}`;
    const email = await registerAccount(page.request, {
      user_type: 'producer',
      producer_name: name,
      country: 'DE',
      city: 'Berlin',
      want_others_to_remix: true,
    });

    // Signed out, the dashboard sends a visitor to /producers; signing in as a producer leads back to it.
    await page.context().clearCookies();
    await page.goto('/producer-dashboard');
    await expect(page).toHaveURL(/\/producers$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('menuitem', { name: 'as Music Producer' }).click();
    const signIn = page.getByRole('dialog', { name: /Sign in as a/ });
    await signIn.getByRole('button', { name: 'Sign in with email and password' }).click();
    await signIn.getByLabel('Email', { exact: true }).fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/producer-dashboard$/);

    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${name}` })).toBeVisible();
    for (const label of [
      'Tracks Uploaded',
      'Remix Contests',
      'DJ Pool Downloads',
      'Stems Sold',
      'Total Earnings',
    ])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByTestId('daw-training')).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, 'producer-dashboard-empty');

    // Edit Profile, saved to the server: a reload shows it.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await edit.getByLabel('Primary DAW').selectOption('Ableton Live');
    await edit.getByLabel(/Remix handle/).fill(`low-tide-${RUN}`);
    await edit.getByLabel(/Bio/).fill('Dub techno from the Spree.');
    await edit.getByLabel('Experience (years)').fill('6');
    await edit.getByLabel('Training rate per hour').fill('45');
    await edit.getByLabel('Currency').selectOption('EUR');
    await snap(page, 'producer-dashboard-edit-profile');
    await edit.getByRole('button', { name: 'Save Profile' }).click();
    await expect(edit).toBeHidden();
    await page.reload();
    await expect(page.getByText(`remix.me/low-tide-${RUN}`)).toBeVisible();
    await expect(page.getByTestId('daw-training')).toContainText('€45.00/hour');

    // Upload New Track: a refused ZIP says why in its slot; a good one uploads with visible progress.
    await page.getByRole('button', { name: 'Upload First Track' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload New Track' });
    await upload.getByLabel('Title').fill('Spree Dub');
    await upload.getByLabel('Genre').selectOption('Techno');
    await upload.getByLabel(/BPM/).fill('122');
    await upload.getByLabel('Main track: choose file').setInputFiles({
      name: 'spree-dub.wav',
      mimeType: 'audio/wav',
      buffer: wavBytes(200_000),
    });
    await expect(upload.getByText(/spree-dub\.wav .* uploaded and checked/)).toBeVisible();
    const stems = upload.getByLabel('4-stem ZIP: choose file');
    await stems.setInputFiles({
      name: 'three-stems.zip',
      mimeType: 'application/zip',
      buffer: await buildZip(fourStems().slice(0, 3)),
    });
    await expect(upload.getByText(ZIP_MESSAGES.stemCount(3))).toBeVisible();
    await snap(page, 'producer-upload-refused-zip');

    // A slow connection, so the progress is there to see.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 4 * 1024 * 1024,
      uploadThroughput: 1024 * 1024,
    });
    const goodStems = await buildZip(
      ['kick', 'bass', 'harmony', 'vocal'].map((stem, index) => ({
        name: `${stem}.wav`,
        bytes: wavBytes(1_000_000, index + 1),
        compress: false,
      })),
    );
    await stems.setInputFiles({ name: 'stems.zip', mimeType: 'application/zip', buffer: goodStems });
    const progress = upload.getByRole('progressbar', { name: '4-stem ZIP upload' });
    await expect(progress).toBeVisible();
    await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
    await snap(page, 'producer-upload-progress');
    await expect(upload.getByText(/stems\.zip .* uploaded and checked/)).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await upload.getByLabel('Price (EUR)').first().fill('5');
    await upload.getByLabel(/I confirm I own all rights/).check();
    await upload.getByRole('button', { name: 'Upload Track' }).click();
    await expect(upload).toBeHidden();
    const library = page.getByTestId('track-library');
    await expect(library.getByText('Spree Dub')).toBeVisible();
    await expect(library.getByText('Stems €5.00')).toBeVisible();
    await expect(page.getByTestId('stat-tracks_uploaded')).toContainText('1');
    await expect(page.getByTestId('stat-remix_contests')).toContainText('1');
    await expectAccessible(page);
    await snap(page, 'producer-dashboard-with-track');

    await page.setViewportSize(PHONE);
    await expect(library.getByText('Spree Dub')).toBeVisible();
    await snap(page, 'producer-dashboard-phone');
  });

  test('other accounts are sent home', async ({ page }) => {
    await registerAccount(page.request, {
      user_type: 'label',
      label_name: `Label ${RUN}`,
      country: 'GB',
      city: 'Leeds',
      catalogue_size: 10,
      monetize_back_catalogue: true,
    });
    await page.goto('/producer-dashboard');
    await expect(page).not.toHaveURL(/producer-dashboard/);
  });
});
