import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, snap, test } from '../fixtures.ts';
import { registerAccount } from '../support/register-account.ts';
import { SCREENSHOT_DIR } from '../support/env.ts';
import { mixcloudUploads, steerMixcloud } from '../support/mixcloud.ts';

/**
 * Mixcloud (docs/product/djs.md) against the local fake: a new DJ connects through Mixcloud's authorize
 * page, tests the token, publishes a set with a 20-track tracklist and follows its progress until Mixcloud has the
 * show with 20 sections; a non-MP3, a set without tracklist, a revoked token and Mixcloud being down each say the
 * spec's words and lose nothing.
 */

const tracklist = [
  'Artist,Track,StartTime',
  ...Array.from({ length: 20 }, (_, i) => {
    const seconds = i * 245;
    return `Artist ${i + 1},Track ${i + 1},${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  }),
].join('\n');

/** A file that reads as MP3 (MPEG-1 Layer III frames), or a WAV under an .mp3 name. */
async function audioFile(kind: 'mp3' | 'wav', name: string, sizeBytes = 2 * 1024 * 1024): Promise<string> {
  let body: Buffer;
  if (kind === 'mp3') {
    const frame = Buffer.alloc(417);
    frame.set([0xff, 0xfb, 0x90, 0x64]);
    body = Buffer.concat(Array.from({ length: Math.ceil(sizeBytes / 417) }, () => frame));
  } else {
    body = Buffer.alloc(4096);
    body.write('RIFF', 0);
    body.writeUInt32LE(4088, 4);
    body.write('WAVEfmt ', 8);
    body.writeUInt32LE(16, 16);
    body.writeUInt16LE(1, 20);
    body.writeUInt16LE(2, 22);
    body.writeUInt32LE(44_100, 24);
    body.writeUInt32LE(176_400, 28);
    body.writeUInt16LE(4, 32);
    body.writeUInt16LE(16, 34);
    body.write('data', 36);
    body.writeUInt32LE(4052, 40);
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-mixcloud-'));
  const file = path.join(dir, name);
  await fs.writeFile(file, body);
  return file;
}

async function snapPart(target: Locator, name: string) {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

const card = (page: Page) => page.getByRole('region', { name: 'Mixcloud', exact: true });
const uploads = (page: Page) => card(page).getByRole('list', { name: 'Your Mixcloud uploads' });

async function connect(page: Page) {
  await card(page)
    .getByRole('button', { name: /Connect Mixcloud|Reconnect Mixcloud/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Connect to Mixcloud' })).toBeVisible();
  return page;
}

async function publish(page: Page, setTitle: string, options: { mp3?: string; tags?: string } = {}) {
  const form = card(page).getByRole('form', { name: 'Publish a set to Mixcloud' });
  await form.getByLabel('Set').selectOption({ label: setTitle });
  if (options.mp3) await form.getByLabel(/MP3 file/).setInputFiles(options.mp3);
  if (options.tags) await form.getByLabel(/Tags/).fill(options.tags);
  await form.getByRole('button', { name: 'Publish to Mixcloud' }).click();
  return form;
}

test.describe('Mixcloud', () => {
  test('a new DJ connects, tests the token, publishes a 20-track set with progress, and each failure says the spec’s words', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stageName = `Mixcloud Tester ${Date.now().toString(36)}`;
    await steerMixcloud({
      down: false,
      processingLookups: 1,
      nextUser: { username: 'mix-tester', name: stageName },
    });
    await registerAccount(page.request, {
      user_type: 'dj',
      stage_name: stageName,
      country: 'DE',
      city: 'Berlin',
      genres: ['House'],
    });
    const created = await page.request.post('/api/v14/dj/sets', {
      data: {
        title: 'Warehouse Night',
        set_type: 'audio',
        external_url: 'https://soundcloud.com/kai/warehouse',
        tracklist,
        tracklist_filename: 'set.csv',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const bare = await page.request.post('/api/v14/dj-sets.php', {
      data: { title: 'Untracked Jam', set_type: 'audio', external_url: 'https://soundcloud.com/kai/jam' },
    });
    expect(bare.status(), await bare.text()).toBe(201);

    await page.goto('/dj-dashboard');
    await expect(card(page).getByText('Connect your Mixcloud account to publish your sets')).toBeVisible();
    await expect(card(page).getByRole('radio', { name: 'My Mixcloud account' })).toHaveCount(0);
    await snapPart(card(page), 'mixcloud-not-connected');

    // Connect: Mixcloud's authorize page, allow, back on the dashboard.
    await connect(page);
    await snap(page, 'mixcloud-authorize-page');
    await page.getByRole('button', { name: 'Allow access' }).click();
    await expect(page).toHaveURL(/\/dj-dashboard\?mixcloud=connected/);
    await expect(card(page).getByText('Your Mixcloud account is connected.')).toBeVisible();
    await expect(card(page).getByText('(@mix-tester)')).toBeVisible();

    // Token test: testing, then ok.
    await card(page).getByRole('button', { name: 'Test token' }).click();
    await expect(
      card(page).getByText(`Your Mixcloud token works. Signed in as ${stageName} (@mix-tester).`),
    ).toBeVisible();

    // A WAV named .mp3 is refused by its content; the set stays as it was.
    await publish(page, 'Warehouse Night', { mp3: await audioFile('wav', 'renamed.mp3') });
    await expect(
      card(page).getByRole('alert').filter({ hasText: 'To publish to Mixcloud, please upload an MP3 file.' }),
    ).toBeVisible();
    // A set without a tracklist asks for one.
    await publish(page, 'Untracked Jam', { mp3: await audioFile('mp3', 'jam.mp3', 64 * 1024) });
    await expect(card(page).getByText('Please upload a tracklist file')).toBeVisible();

    // Publish the 20-track set with tags; its progress is followed until it is on Mixcloud.
    const mp3 = await audioFile('mp3', 'warehouse-night.mp3');
    await publish(page, 'Warehouse Night', { mp3, tags: 'House, Deep House, Techno' });
    await expect(card(page).getByText(/“Warehouse Night” is queued for My Mixcloud account/)).toBeVisible({
      timeout: 30_000,
    });
    const item = uploads(page).getByRole('listitem').first();
    await expect(item.getByRole('progressbar')).toBeVisible();
    await snapPart(card(page), 'mixcloud-uploading');
    await expect(item.getByText('Uploaded to Mixcloud')).toBeVisible({ timeout: 30_000 });
    await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const received = (await mixcloudUploads())
      .filter((upload) => upload.user.username === 'mix-tester')
      .at(-1)!;
    expect(received.fields['name']).toBe('Warehouse Night');
    expect(received.tags).toEqual(['House', 'Deep House', 'Techno']);
    expect(received.sections).toHaveLength(20);
    expect(received.sections[19]).toEqual({ artist: 'Artist 20', song: 'Track 20', start_time: 19 * 245 });

    // Follow the show: still processing, then its 20 sections.
    await item.getByRole('button', { name: 'Check on Mixcloud' }).click();
    await expect(
      item.getByText('Mixcloud is still processing this upload. Try again in a few minutes.'),
    ).toBeVisible();
    await item.getByRole('button', { name: 'Check on Mixcloud' }).click();
    await expect(item.getByText('“Warehouse Night” is on Mixcloud with 20 sections.')).toBeVisible();
    await snapPart(card(page), 'mixcloud-published');
    await expectAccessible(page);

    // Mixcloud down: the token test says so, an upload waits to be tried again; nothing is lost.
    await steerMixcloud({ down: true });
    await card(page).getByRole('button', { name: 'Test token' }).click();
    await expect(card(page).getByText('Token test errored')).toBeVisible();
    await publish(page, 'Warehouse Night', { mp3 });
    const retrying = uploads(page).getByRole('listitem').first();
    await expect(retrying.getByText('Mixcloud unreachable, trying again soon')).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      retrying.getByText('Mixcloud upload errored. Trying again soon; nothing is lost.'),
    ).toBeVisible();
    await snapPart(card(page), 'mixcloud-down');
    await steerMixcloud({ down: false });

    // A revoked token: the test says to reconnect, and publishing is refused in the same words.
    await steerMixcloud({ revokeAll: true });
    await card(page).getByRole('button', { name: 'Test token' }).click();
    await expect(card(page).getByText('Token invalid, please reconnect').first()).toBeVisible();
    await expect(card(page).getByRole('button', { name: 'Reconnect Mixcloud' })).toBeVisible();
    await snapPart(card(page), 'mixcloud-token-invalid');

    // The set is untouched by all of it.
    const sets = (await (await page.request.get('/api/v14/dj/sets')).json()).data as Array<{
      title: string;
      tracks: unknown[];
    }>;
    expect(sets.find((set) => set.title === 'Warehouse Night')?.tracks).toHaveLength(20);
  });
});
