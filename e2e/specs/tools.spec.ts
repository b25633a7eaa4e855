import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, PHONE, SMALL_PHONE, snap, test } from '../fixtures.ts';

/** docs/product/content.md: the five converters in Chromium, pasted, uploaded and copied. */

const FIXTURES = path.resolve(import.meta.dirname, '../../packages/domain/src/tracklists/fixtures');
const fixturePath = (name: string) => path.join(FIXTURES, name);
const fixtureText = (name: string) => fs.readFileSync(fixturePath(name), 'utf8');

const input = (page: Page) => page.getByRole('textbox', { name: 'Tracklist input' });
const output = (page: Page) => page.getByRole('textbox', { name: 'Converted tracklist' });

type TConverterCase = {
  slug: string;
  title: string;
  paste: { text: string; output: string[]; count: string };
  upload: { file: string; output: string[]; shows: string[] } | null;
};

const CASES: TConverterCase[] = [
  {
    slug: 'algoriddim-djay-tracklist-export',
    title: 'Algoriddim djay tracklist converter',
    paste: {
      text: 'Title,Artist,Time\nOne More Time,Daft Punk,23:58\n"Strings of Life","Rhythim Is Rhythim, Derrick May",0:04:30\nUntitled,,00:10',
      output: [
        'Daft Punk, One More Time\t00:00',
        'Rhythim Is Rhythim - Derrick May, Strings of Life\t06:30',
        'Unknown Artist, Untitled\t12:00',
      ],
      count: '3 tracks converted',
    },
    upload: {
      file: 'djay/history.csv',
      output: [
        'Rhythim Is Rhythim, Strings of Life\t00:00',
        'Stardust, Music Sounds Better With You\t04:45',
        'Alison Limerick - Frankie Knuckles, Where Love Lives (Come On In)\t11:00',
        'Sound Stylistics, The "Pressure" Dub\t17:05',
        'Unknown Artist, Untitled Edit\t83:00',
        'Beyoncé, Crazy In Love (Club Mix)\t88:00',
      ],
      shows: ['history.csv', '6 rows detected'],
    },
  },
  {
    slug: '1001tracklists-tracklist-export',
    title: '1001Tracklists tracklist converter',
    paste: {
      text: fixtureText('1001tracklists/cue-times.txt'),
      output: [
        'Bicep, Glue\t00:00',
        'Floating Points, Silhouettes (I, II & III)\t04:35',
        'Four Tet, Baby\t11:02',
        'Jon Hopkins, Open Eye Signal\t58:59',
        'Kiasmos, Blurred EP\t62:03',
        'ID, ID\t75:30',
        'Daniel Avery - Alessandro Cortini, Sun Dog\t81:00',
      ],
      count: '7 tracks converted',
    },
    upload: null,
  },
  {
    slug: 'virtualdj-tracklist-export',
    title: 'VirtualDJ tracklist converter',
    paste: {
      text: fixtureText('virtualdj/tracklist.txt'),
      output: [
        'Daft Punk, One More Time\t00:00',
        'Stardust, Music Sounds Better With You\t06:00',
        'Modjo, Lady (Hear Me Tonight)\t12:00',
        'Cassius, 1999\t54:00',
        'Alan Braxe & Fred Falke, Intro\t63:00',
        'Kings Of Tomorrow, Finally\t69:30',
        "Armand Van Helden, You Don't Know Me\t75:00",
      ],
      count: '7 tracks converted',
    },
    upload: {
      file: 'virtualdj/history.m3u',
      output: [
        'Simon & Garfunkel, Mrs. Robinson (Edit)\t00:00',
        'Nina Simone, Sinnerman\t04:00',
        'Salt-N-Pepa, Push It \u2013 Remix\t21:00',
      ],
      shows: ['history.m3u'],
    },
  },
  {
    slug: 'serato-tracklist-export',
    title: 'Serato DJ tracklist converter',
    paste: {
      text: fixtureText('serato/history-24h.csv'),
      output: [
        'Joey Beltram, Energy Flash\t00:00',
        'Plastikman, Spastik (Dubfire Remix)\t06:40',
        'DJ Rolando - Aztec Mystic, Knights Of The Jaguar\t15:45',
        'The Aztec Mystic, Jaguar\t21:30',
      ],
      count: '4 tracks converted',
    },
    upload: {
      file: 'serato/history-12h.csv',
      output: [
        'Kings Of Tomorrow, Finally (Choice Mix)\t00:00',
        'Robin S., Show Me Love\t05:28',
        'Modjo, Lady - Hear Me Tonight\t10:53',
        'Moloko - Boris Dlugosch, Sing It Back (Boris Musical Mix)\t14:38',
        "Armand Van Helden, U Don't Know Me\t20:20",
        'Jeff Mills, The "Bells" (Original Mix)\t25:08',
      ],
      shows: ['history-12h.csv', '1 line could not be read'],
    },
  },
  {
    slug: 'rekordbox-tracklist-export',
    title: 'rekordbox tracklist converter',
    paste: {
      text:
        '#\tTrack Title\tArtist\tGenre\tTime\n' +
        '1\tOne More Time\tDaft Punk\tHouse\t05:20\n' +
        '2\tWhere Love Lives\tAlison Limerick, Frankie Knuckles\tHouse\t07:02\n' +
        '3\tStrings of Life\tRhythim Is Rhythim\tTechno\t06:17',
      output: [
        'Daft Punk, One More Time\t00:00',
        'Alison Limerick - Frankie Knuckles, Where Love Lives\t00:00',
        'Rhythim Is Rhythim, Strings of Life\t00:00',
      ],
      count: '3 tracks converted',
    },
    upload: {
      // UTF-16LE with a byte order mark and CRLF, as rekordbox saves it.
      file: 'rekordbox/playlist.txt',
      output: [
        'Occult, At Night (Shakedown Remix)\t00:00',
        'Breach - Ryan Ashley, Play It Cool\t00:00',
        'Unknown Artist, Little Fluffy Clouds\t00:00',
        'Aphex Twin, Xtal\t00:00',
        'Space Station \u00f1 \u03a9, Dreams of Mu\t00:00',
      ],
      shows: ['playlist.txt'],
    },
  },
];

/** Full-page screenshot from the top, so the sticky header sits where a visitor sees it. */
async function snapFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/** Pastes through the system clipboard, as a DJ would with Ctrl+V. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await input(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+v');
}

test.describe('DJ tools', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('the index lists the five converters and leads to each', async ({ page }) => {
    await page.goto('/dj-tools');
    await expect(page).toHaveTitle(/^Free DJ tools: tracklist converters · Cuepoint/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tracklist converters' })).toBeVisible();
    const main = page.getByRole('main');
    for (const { slug } of CASES) {
      await expect(main.locator(`a[href="/dj-tools/${slug}"]`)).toHaveCount(1);
    }
    await expectAccessible(page);
    await snapFromTop(page, 'tools-index-desktop');
    await main.getByRole('link', { name: 'Serato DJ', exact: true }).click();
    await expect(page).toHaveURL(/\/dj-tools\/serato-tracklist-export$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Serato DJ tracklist converter' }),
    ).toBeVisible();
  });

  for (const converter of CASES) {
    test(`${converter.title}: paste, ${converter.upload ? 'upload, ' : ''}copy`, async ({ page }) => {
      await page.goto(`/dj-tools/${converter.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: converter.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${converter.title} · Cuepoint`));
      await expect(
        page.getByRole('region', { name: 'Where to find the export' }).getByRole('listitem'),
      ).toHaveCount(2);
      await expect(output(page)).toHaveAttribute('placeholder', 'Generated output will appear here');
      const copy = page.getByRole('button', { name: 'Copy', exact: true });
      await expect(copy).toBeDisabled();

      await paste(page, converter.paste.text);
      await expect(output(page)).toHaveValue(converter.paste.output.join('\n'));
      await expect(page.getByText(converter.paste.count)).toBeVisible();

      await expect(copy).toBeEnabled();
      await copy.click();
      await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        converter.paste.output.join('\n'),
      );
      await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3_000 });

      if (converter.upload) {
        const { file, output: lines, shows } = converter.upload;
        await page.getByLabel(/^Upload/).setInputFiles(fixturePath(file));
        await expect(output(page)).toHaveValue(lines.join('\n'));
        for (const text of shows) await expect(page.getByText(text, { exact: true })).toBeVisible();
      } else {
        await expect(page.getByLabel(/^Upload/)).toHaveCount(0);
        const skipped = page.getByRole('region', { name: 'Lines that could not be read (3)' });
        await expect(skipped.getByRole('listitem')).toHaveCount(3);
        await expect(skipped).toContainText('w/ Burial - Archangel [HYPERDUB]');
      }

      await expectAccessible(page);
      await snapFromTop(page, `tools-${converter.slug}-desktop`);
    });
  }

  test('a file dropped on the input box is converted', async ({ page }) => {
    await page.goto('/dj-tools/virtualdj-tracklist-export');
    const content = fixtureText('virtualdj/durations.txt');
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'durations.txt', { type: 'text/plain' }));
      return transfer;
    }, content);
    await input(page).dispatchEvent('dragenter', { dataTransfer });
    await expect(page.getByText('Drop the file to convert it')).toBeVisible();
    await input(page).dispatchEvent('drop', { dataTransfer });
    await expect(output(page)).toHaveValue(
      [
        'Moodymann, Shades Of Jae\t00:00',
        'Theo Parrish, Falling Up (Carl Craig Remix)\t06:12',
        'Kerri Chandler, Rain\t14:00',
        'Larry Heard, Missing You\t72:30',
        'Omar S, Day\t94:10',
      ].join('\n'),
    );
    await expect(page.getByText('durations.txt', { exact: true })).toBeVisible();
    await expect(page.getByText('Drop the file to convert it')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'About this conversion' })).toContainText('60% needed');
  });

  test('rekordbox start times can be estimated from track lengths, marked as an estimate', async ({
    page,
  }) => {
    await page.goto('/dj-tools/rekordbox-tracklist-export');
    await input(page).fill(CASES[4]!.paste.text);
    await page.getByRole('checkbox', { name: /Estimate start times from track lengths/ }).check();
    await expect(output(page)).toHaveValue(
      [
        'Daft Punk, One More Time\t00:00',
        'Alison Limerick - Frankie Knuckles, Where Love Lives\t05:20',
        'Rhythim Is Rhythim, Strings of Life\t12:22',
      ].join('\n'),
    );
    await expect(page.getByText('Estimated times', { exact: true })).toBeVisible();
  });

  test('a VirtualDJ history holding two sessions converts the one picked, from 00:00', async ({ page }) => {
    await page.goto('/dj-tools/virtualdj-tracklist-export');
    await paste(page, fixtureText('virtualdj/two-sessions.txt'));
    const picker = page.getByRole('combobox', { name: 'Session to convert' });
    await expect(picker).toHaveValue('1');
    await expect(output(page)).toHaveValue(
      'Moodymann, Shades Of Jae\t00:00\nTheo Parrish, Falling Up\t06:00\nKerri Chandler, Rain\t15:00',
    );
    await picker.selectOption({ label: 'Session 1: 2025-06-14, 22:00, 4 tracks' });
    await expect(output(page)).toHaveValue(
      'Daft Punk, One More Time\t00:00\nStardust, Music Sounds Better With You\t06:00\n' +
        'Modjo, Lady (Hear Me Tonight)\t13:00\nCassius, 1999\t70:00',
    );
    await expectAccessible(page);
  });

  test("rekordbox reads its .cue export with the recording's start times", async ({ page }) => {
    await page.goto('/dj-tools/rekordbox-tracklist-export');
    await page.getByLabel(/^Upload/).setInputFiles(fixturePath('rekordbox/recording.cue'));
    await expect(output(page)).toHaveValue(
      [
        'Rhythim Is Rhythim, Strings of Life\t00:00',
        'Stardust, Music Sounds Better With You\t04:45',
        'Alison Limerick - Frankie Knuckles, Where Love Lives (Come On In)\t11:00',
        'Beyonc\u00e9, Crazy In Love (Club Mix)\t62:30',
      ].join('\n'),
    );
    await expect(page.getByRole('checkbox', { name: /Estimate start times/ })).toHaveCount(0);
  });

  test('an unknown converter is the 404 page', async ({ page }) => {
    await page.goto('/dj-tools/traktor-tracklist-export');
    await expect(page.getByRole('heading', { name: "This track isn't in the crate" })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });

  for (const viewport of [PHONE, SMALL_PHONE]) {
    test(`a converter works at ${viewport.width} px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/dj-tools/1001tracklists-tracklist-export');
      await paste(page, CASES[1]!.paste.text);
      await expect(output(page)).toHaveValue(CASES[1]!.paste.output.join('\n'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await snapFromTop(page, `tools-1001tracklists-${viewport.width}`);
    });
  }

  test('the index at phone width', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/dj-tools');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapFromTop(page, 'tools-index-phone');
  });
});
