import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, PHONE, snap, test } from '../fixtures.ts';
import { registerAccount } from '../support/register-account.ts';
import { SCREENSHOT_DIR } from '../support/env.ts';

/**
 * A new DJ's sets and announced sets (docs/product/djs.md): a tracklist-only set, an audio set by link
 * with a CSV tracklist, an audio set uploaded resumably (cut off past 30% and resumed where it stopped, not from 0)
 * and a video set; the All/Audio/Video filters; edit and delete; an announced set; and the public page showing the
 * public sets and the upcoming set.
 */

test.use({ timezoneId: 'Europe/Berlin' });

const MB = 1024 * 1024;

/**
 * About 50 MB that reads as MP3: one MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz, 417 bytes with its header)
 * repeated, written once into a temporary directory.
 */
async function mp3File(sizeBytes: number): Promise<string> {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const frames = Math.ceil(sizeBytes / frame.length);
  const body = Buffer.alloc(frames * frame.length);
  for (let i = 0; i < frames; i += 1) frame.copy(body, i * frame.length);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-e2e-'));
  const file = path.join(dir, 'warehouse-recording.mp3');
  await fs.writeFile(file, body);
  return file;
}

/** A screenshot of one part of the page (a card, a dialog), beside the full-page ones. */
async function snapPart(target: Locator, name: string) {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

const setsCard = (page: Page) => page.getByRole('region', { name: 'Your DJ Sets', exact: true });
const announcedCard = (page: Page) => page.getByRole('region', { name: 'Announced Sets', exact: true });
const setArticle = (page: Page, title: string) =>
  setsCard(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const listedTitles = (page: Page) =>
  setsCard(page).getByRole('list', { name: 'Sets' }).getByRole('heading', { level: 3 });

async function openAddForm(page: Page): Promise<Locator> {
  const card = setsCard(page);
  const form = card.locator('form');
  if (!(await form.isVisible())) await card.getByRole('button', { name: 'Add DJ Set', exact: true }).click();
  await expect(form).toBeVisible();
  return form;
}

async function expectSaved(page: Page, message: string) {
  await expect(setsCard(page).getByRole('status').filter({ hasText: message })).toBeVisible({
    timeout: 60_000,
  });
}

test.describe('DJ sets and announced sets', () => {
  test('a new DJ adds four kinds of sets, filters, edits, deletes, announces a set and sees them on the public page', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const stageName = `Set Tester ${Date.now().toString(36)}`;
    await registerAccount(page.request, {
      user_type: 'dj',
      stage_name: stageName,
      country: 'DE',
      city: 'Berlin',
      genres: ['Techno'],
      acceptsRemoteVenues: true,
    });
    await page.goto('/dj-dashboard');
    const card = setsCard(page);
    await expect(card.getByText('Add your first set', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('meter', { name: '0 bytes of 10 GB used' })).toBeVisible();

    // 1. Tracklist only, pasted: the spec's message first, then the set.
    await card.getByRole('button', { name: 'Add your first set' }).click();
    let form = card.locator('form');
    await form.getByRole('radio', { name: 'Tracklist only' }).check();
    await form.getByRole('button', { name: 'Add DJ Set' }).click();
    await expect(
      form.getByText('Title and a tracklist (paste or upload) are required for tracklist-only sets.'),
    ).toBeVisible();
    await form.getByLabel('Title', { exact: true }).fill('Closing notes');
    await form
      .getByLabel('Tracklist', { exact: true })
      .fill('Bicep - Glue\nFour Tet - Baby\nKiasmos - Blurred');
    await form.getByRole('button', { name: 'Add DJ Set' }).click();
    await expectSaved(page, '“Closing notes” added: 3 tracks read from the tracklist.');

    // 2. Audio by link with an uploaded CSV tracklist.
    form = await openAddForm(page);
    await form.getByLabel('Title', { exact: true }).fill('Sunrise at Tresor');
    await form.getByRole('button', { name: 'Add DJ Set' }).click();
    await expect(
      form.getByText(
        'Title, a tracklist (paste or upload), and either a set URL or media file are required.',
      ),
    ).toBeVisible();
    await form.getByLabel('Set URL').fill('https://soundcloud.com/cuepoint-e2e/sunrise-at-tresor');
    await form.getByLabel('Upload tracklist file').setInputFiles({
      name: 'sunrise.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Artist,Track,StartTime\nBicep,Glue,00:00\nFloating Points,Silhouettes,04:35\nFour Tet,Baby,11:02\nJon Hopkins,Open Eye Signal,17:40\n',
      ),
    });
    await expect(form.getByText('From sunrise.csv')).toBeVisible();
    await form.getByRole('button', { name: 'Add DJ Set' }).click();
    await expectSaved(page, '“Sunrise at Tresor” added: 4 tracks read from the tracklist.');
    const sunrise = setArticle(page, 'Sunrise at Tresor');
    await sunrise.getByRole('button', { name: /Tracklist \(4 tracks\)/ }).click();
    await expect(sunrise.getByRole('listitem').filter({ hasText: 'Jon Hopkins' })).toContainText('17:40');
    await expect(sunrise.locator('iframe')).toHaveAttribute('src', /w\.soundcloud\.com\/player/);

    // 3. Audio uploaded resumably: the connection is cut once more than 30% is sent, and the upload goes on from
    //    where the server stood, not from 0.
    const mp3 = await mp3File(50 * MB);
    const size = (await fs.stat(mp3)).size;
    const creations: string[] = [];
    const sentOffsets: number[] = [];
    const headOffsets: number[] = [];
    let cutAt = -1;
    let cuts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/v14\/dj\/uploads$/.test(request.url()))
        creations.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().method() === 'HEAD' && response.url().includes('/api/v14/dj/uploads/')) {
        headOffsets.push(Number(response.headers()['upload-offset']));
      }
    });
    await page.route('**/api/v14/dj/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const offset = Number(request.headers()['upload-offset']);
      if (cuts < 2 && offset >= 0.3 * size) {
        cuts += 1;
        cutAt = offset;
        return route.abort('connectionreset');
      }
      sentOffsets.push(offset);
      return route.continue();
    });

    form = await openAddForm(page);
    await form.getByLabel('Title', { exact: true }).fill('Warehouse recording');
    await form.getByLabel('Tracklist', { exact: true }).fill('Kerri Chandler - Rain\nDJ Koze - Pick Up');
    await form.getByRole('radio', { name: 'Media file' }).check();
    await expect(form.getByText(/Max 10GB, with 10 GB of free storage/)).toBeVisible();
    await form.getByLabel('Choose audio file').setInputFiles(mp3);
    const progress = form.getByTestId('upload-progress');
    await expect(
      progress.getByRole('progressbar', { name: 'Uploading warehouse-recording.mp3' }),
    ).toBeVisible();
    // Sent during the upload: saved once the file is in and checked.
    await form.getByRole('button', { name: 'Add DJ Set' }).click();
    await expect(
      form.getByText('Your set is saved as soon as the upload is finished and checked.'),
    ).toBeVisible();
    await snapPart(form, 'dj-sets-upload-desktop');
    await expectSaved(page, '“Warehouse recording” added: 2 tracks read from the tracklist.');
    await page.unroute('**/api/v14/dj/uploads/*');

    expect(cuts).toBe(2);
    expect(cutAt).toBeGreaterThanOrEqual(0.3 * size);
    expect(creations).toHaveLength(1);
    // After the cut the server said how much it holds, and the upload went on from there.
    expect(headOffsets.length).toBeGreaterThan(0);
    expect(headOffsets.at(-1)).toBe(cutAt);
    const resumedFrom = sentOffsets.find((offset) => offset >= cutAt);
    expect(resumedFrom).toBe(cutAt);
    expect(sentOffsets.filter((offset) => offset === 0)).toHaveLength(1);

    const recording = setArticle(page, 'Warehouse recording');
    await expect(recording.getByText('Uploaded file')).toBeVisible();
    const audioSrc = await recording.locator('audio').getAttribute('src');
    expect(audioSrc).toBeTruthy();
    const ranged = await page.request.get(audioSrc!, { headers: { Range: 'bytes=0-3' } });
    expect(ranged.status()).toBe(206);
    expect([...(await ranged.body())]).toEqual([0xff, 0xfb, 0x90, 0x64]);
    await expect(card.getByRole('meter')).toHaveAccessibleName(/^50(\.\d)? MB of 10 GB used$/);

    // 4. Video by link.
    form = await openAddForm(page);
    await form.getByRole('radio', { name: 'Video' }).check();
    await form.getByLabel('Title', { exact: true }).fill('Boiler room stream');
    await form.getByLabel('Set URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await form.getByLabel('Tracklist', { exact: true }).fill('Peggy Gou - Starry Night');
    await form.getByRole('button', { name: 'Add DJ Set' }).click();
    await expectSaved(page, '“Boiler room stream” added: 1 track read from the tracklist.');
    await expect(setArticle(page, 'Boiler room stream').locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );

    // Filters.
    const filters = card.getByRole('radiogroup', { name: 'Show sets' });
    await expect(listedTitles(page)).toHaveText([
      'Boiler room stream',
      'Warehouse recording',
      'Sunrise at Tresor',
      'Closing notes',
    ]);
    await filters.getByRole('radio', { name: /Audio/ }).click();
    await expect(listedTitles(page)).toHaveText(['Warehouse recording', 'Sunrise at Tresor']);
    await filters.getByRole('radio', { name: /Video/ }).click();
    await expect(listedTitles(page)).toHaveText(['Boiler room stream']);
    await filters.getByRole('radio', { name: /All/ }).click();
    await expect(listedTitles(page)).toHaveCount(4);
    await snapPart(card, 'dj-sets-card-desktop');

    // Edit: a new title, made private.
    await setArticle(page, 'Sunrise at Tresor')
      .getByRole('button', { name: 'Edit Sunrise at Tresor' })
      .click();
    const editDialog = page.getByRole('dialog', { name: 'Edit DJ Set' });
    await expect(editDialog.getByLabel('Set URL')).toHaveValue(
      'https://soundcloud.com/cuepoint-e2e/sunrise-at-tresor',
    );
    await editDialog.getByLabel('Title', { exact: true }).fill('Sunrise at Tresor (extended)');
    await editDialog.getByRole('checkbox', { name: /Public/ }).uncheck();
    await snapPart(editDialog, 'dj-sets-edit-desktop');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();
    const edited = setArticle(page, 'Sunrise at Tresor (extended)');
    await expect(edited.getByText('Private')).toBeVisible();
    await edited.getByRole('button', { name: /Tracklist \(4 tracks\)/ }).click();
    await expect(edited.getByRole('listitem')).toHaveCount(4);

    // Delete after the question.
    await setArticle(page, 'Closing notes').getByRole('button', { name: 'Delete Closing notes' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete “Closing notes”?' })
      .getByRole('button', { name: 'Delete set' })
      .click();
    await expect(setArticle(page, 'Closing notes')).toHaveCount(0);
    await expect(listedTitles(page)).toHaveCount(3);

    // Announce the next set: the spec's defaults and messages.
    const announced = announcedCard(page);
    await expect(announced.getByText(/No announced sets yet/)).toBeVisible();
    const before = Date.now();
    await announced.getByRole('button', { name: 'Announce Next DJ Set' }).click();
    const modal = page.getByRole('dialog', { name: 'Announce Next DJ Set' });
    await expect(modal.getByLabel('Title', { exact: true })).toHaveValue(`${stageName} Live Set`);
    const berlin = (instant: number) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Berlin',
        dateStyle: 'short',
        timeStyle: 'short',
      })
        .format(new Date(instant + 24 * 3600 * 1000))
        .replace(' ', 'T');
    const start = await modal.getByLabel('Start date and time').inputValue();
    expect([berlin(before), berlin(Date.now())]).toContain(start);
    await expect(modal.getByLabel('Duration')).toHaveValue('60');
    await modal.getByRole('button', { name: 'Announce Set' }).click();
    await expect(modal.getByText('Please select at least one genre')).toBeVisible();
    await modal.getByLabel('Start date and time').fill('');
    await modal.getByRole('button', { name: 'Announce Set' }).click();
    await expect(modal.getByText('Please select a start date and time')).toBeVisible();
    await modal.getByLabel('Start date and time').fill(start);
    await modal.getByRole('combobox', { name: 'Genres' }).fill('Tech');
    await modal.getByRole('option', { name: 'Techno', exact: true }).click();
    await modal.getByLabel('Duration').selectOption('120');
    await modal.getByLabel(/^Notes/).fill('Live from the studio, two decks and a camera');
    await snapPart(modal, 'dj-sets-announce-desktop');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Announce Set' }).click();
    await expect(modal).toBeHidden();
    const item = announced.getByRole('article').filter({ hasText: `${stageName} Live Set` });
    await expect(item.getByText('Active', { exact: true })).toBeVisible();
    await expect(item.getByText('2 hours')).toBeVisible();

    await expectAccessible(page, { exclude: ['iframe'] });
    await snapPart(announced, 'dj-sets-announced-desktop');
    await snap(page, 'dj-sets-dashboard-desktop');

    // The public page: public sets with their media and tracks, the private one left out, and the upcoming set.
    const profile = (await (await page.request.get('/api/v14/dj/profile')).json()) as {
      data: { slug: string };
    };
    const slug = profile.data.slug;
    const publicAnswer = (await (
      await page.request.get(`/api/v14/dj-public-page.php?slug=${encodeURIComponent(slug)}`)
    ).json()) as {
      data: {
        sets: { title: string; media: { url: string } | null; tracks: unknown[] }[];
        upcoming_event: { title: string } | null;
      };
    };
    const publicSets = publicAnswer.data.sets;
    expect(publicSets.map((set) => set.title).sort()).toEqual(['Boiler room stream', 'Warehouse recording']);
    expect(publicSets.find((set) => set.title === 'Warehouse recording')?.media?.url).toBe(audioSrc);
    expect(publicSets.find((set) => set.title === 'Warehouse recording')?.tracks).toHaveLength(2);
    expect(publicAnswer.data.upcoming_event?.title).toBe(`${stageName} Live Set`);

    await page.goto(`/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stageName);
    await expect(page.getByRole('group', { name: `Sets by ${stageName}` })).toBeVisible();
    await expect(page.getByRole('group', { name: /^1 of 2: / })).toBeVisible();
    await expect(page.getByText(`${stageName} Live Set`)).toBeVisible();
    await snap(page, 'dj-sets-public-page-desktop');

    // Phone.
    await page.setViewportSize(PHONE);
    await page.goto('/dj-dashboard');
    await setsCard(page).scrollIntoViewIfNeeded();
    await expect(listedTitles(page)).toHaveCount(3);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await snapPart(setsCard(page), 'dj-sets-card-phone');
    await snapPart(announcedCard(page), 'dj-sets-announced-phone');
    await setsCard(page).getByRole('button', { name: 'Add DJ Set', exact: true }).click();
    await setsCard(page).getByRole('radio', { name: 'Media file' }).check();
    await snapPart(setsCard(page).locator('form'), 'dj-sets-form-phone');
    await announcedCard(page).getByRole('button', { name: 'Announce Next DJ Set' }).click();
    await expect(page.getByRole('dialog', { name: 'Announce Next DJ Set' })).toBeVisible();
    await snapPart(page.getByRole('dialog', { name: 'Announce Next DJ Set' }), 'dj-sets-announce-phone');
    await page.keyboard.press('Escape');
    await page.goto(`/${slug}`);
    await expect(page.getByRole('group', { name: `Sets by ${stageName}` })).toBeVisible();
    await snap(page, 'dj-sets-public-page-phone');
    await fs.rm(path.dirname(mp3), { recursive: true, force: true });
  });

  test('an upload waits out a lost connection, and after a reload the same file resumes where the server stopped', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await registerAccount(page.request, {
      user_type: 'dj',
      stage_name: `Resume Tester ${Date.now().toString(36)}`,
      country: 'DE',
      genres: ['House'],
      acceptsRemoteVenues: true,
    });
    const mp3 = await mp3File(20 * MB);
    const size = (await fs.stat(mp3)).size;
    const creations: string[] = [];
    const patches: number[] = [];
    const headOffsets: number[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/api/v14/dj/uploads')) return;
      if (request.method() === 'POST') creations.push(request.url());
      if (request.method() === 'PATCH') patches.push(Number(request.headers()['upload-offset']));
    });
    page.on('response', (response) => {
      if (response.request().method() === 'HEAD' && response.url().includes('/api/v14/dj/uploads/')) {
        headOffsets.push(Number(response.headers()['upload-offset']));
      }
    });
    // Past 30%: first the network goes away; once it is back, every piece fails until the page is reloaded.
    let phase: 'offline' | 'block' = 'offline';
    let cutAt = -1;
    await page.route('**/api/v14/dj/uploads/*', async (route) => {
      const request = route.request();
      const offset = Number(request.headers()['upload-offset']);
      if (request.method() !== 'PATCH' || offset < 0.3 * size) return route.continue();
      cutAt = offset;
      if (phase === 'offline') await context.setOffline(true);
      return route.abort('internetdisconnected');
    });

    await page.goto('/dj-dashboard');
    let form = await openAddForm(page);
    await form.getByRole('radio', { name: 'Media file' }).check();
    await form.getByLabel('Choose audio file').setInputFiles(mp3);
    const progress = form.getByTestId('upload-progress');
    await expect(progress).toContainText(
      'Connection lost: the upload goes on where it stopped when you are back online',
    );
    await snapPart(progress, 'dj-sets-upload-offline-desktop');
    phase = 'block';
    const beforeOnline = patches.length;
    await context.setOffline(false);
    // Back online, it tries again by itself from the server's offset.
    await expect.poll(() => patches.slice(beforeOnline)).toContain(cutAt);
    await expect(progress).not.toContainText('Connection lost');
    expect(cutAt).toBeGreaterThan(0);

    // Reload while pieces still fail, so no retry of the old page can move the server's offset past the cut.
    const beforeReload = patches.length;
    await page.reload();
    await page.unroute('**/api/v14/dj/uploads/*');
    form = await openAddForm(page);
    await form.getByLabel('Title', { exact: true }).fill('Resumed recording');
    await form.getByLabel('Tracklist', { exact: true }).fill('Moodymann - Shades of Jae');
    await form.getByRole('radio', { name: 'Media file' }).check();
    await form.getByLabel('Choose audio file').setInputFiles(mp3);
    await form.getByRole('button', { name: 'Add DJ Set' }).click();
    await expectSaved(page, '“Resumed recording” added: 1 track read from the tracklist.');

    // The same upload went on from where the server stood: no new upload, no byte sent twice from 0.
    expect(creations).toHaveLength(1);
    expect(headOffsets.at(-1)).toBe(cutAt);
    expect(patches.slice(beforeReload)[0]).toBe(cutAt);
    expect(patches.filter((offset) => offset === 0)).toHaveLength(1);
    await expect(setArticle(page, 'Resumed recording').getByText('Uploaded file')).toBeVisible();
    await fs.rm(path.dirname(mp3), { recursive: true, force: true });
  });
});
