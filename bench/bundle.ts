/**
 * Bundle budget: the JavaScript a first visit to `/` downloads, gzip-compressed, against the 200 KB budget. Measured
 * in Chromium against the production server (its server-rendered home and the chunks the app imports to start and
 * hydrate it, whether index.html names them or the entry imports them at run time), until the network is idle; what
 * loads only on a click or a scroll is not counted. Sizes are those of the built files at gzip level 9, so a run
 * does not depend on the server's compression settings.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';
import { cleanup, cleanups, ensureBuild, startServer } from './production-server.ts';

const BUDGET_BYTES = 200 * 1024;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

export type BundleFile = { file: string; gzip: number; startup: boolean };

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** What a first visit to `origin`'s home requests under /assets, and the home's HTML as served. */
export async function firstVisit(
  origin: string,
  chromePath: string,
): Promise<{ requested: string[]; html: string }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.startsWith('/assets/')) requested.push(url.pathname);
    });
    const response = await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    return { requested: [...new Set(requested)], html: (await response?.text()) ?? '' };
  } finally {
    await browser.close();
  }
}

/**
 * The first visit's JavaScript and CSS with their gzip sizes; `startup` marks the files index.html names. The page's
 * own <style> (the server-rendered pages inline their CSS) counts with the style sheets.
 */
export function measureFiles({ requested, html: page }: { requested: readonly string[]; html: string }) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!),
  );
  const js: BundleFile[] = requested
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSize(file), startup: named.has(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const css = requested.filter((file) => file.endsWith('.css'));
  const inlineCss = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
  return {
    js,
    jsGzip: js.reduce((sum, f) => sum + f.gzip, 0),
    cssGzip:
      css.reduce((sum, file) => sum + gzipSize(file), 0) + zlib.gzipSync(inlineCss, { level: 9 }).length,
    budget: BUDGET_BYTES,
  };
}

if (import.meta.main) {
  let code = 1;
  try {
    ensureBuild();
    const chromePath = findChromium();
    if (!chromePath) throw new Error('no Chromium found: install Debian\'s "chromium" or set CHROMIUM_PATH');
    const server = await startServer();
    const report = measureFiles(await firstVisit(server.origin, chromePath));
    console.log('JavaScript a first visit to / downloads (gzip level 9; * named by index.html):');
    for (const f of report.js)
      console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.startup ? '*' : ' '} ${f.file}`);
    console.log(
      `  total ${(report.jsGzip / 1024).toFixed(1)} KB in ${report.js.length} files, of the ${report.budget / 1024} KB budget (ratio ${(report.jsGzip / report.budget).toFixed(2)}; ${report.jsGzip > report.budget ? 'MISSES' : 'meets'} the budget)`,
    );
    console.log(
      `  CSS ${(report.cssGzip / 1024).toFixed(1)} KB gzip (style sheets and the page's inline style)`,
    );
    code = report.jsGzip > report.budget ? 1 : 0;
  } catch (error) {
    console.error(error);
  } finally {
    await cleanup();
  }
  process.exit(code);
}
