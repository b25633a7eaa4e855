/**
 * Lighthouse on the production build: the mobile preset with its default (simulated) throttling, driven through
 * Debian's Chromium (never a downloaded browser), on every public page a new visitor lands on (the home, the role
 * pages, about, the legal pages, resources, the stream page, DJ tools and the five converters, the blog list, a post,
 * a category, a tag and a DJ's profile). Each page is loaded
 * LIGHTHOUSE_RUNS times (3 by default) with a fresh browser profile each time; every column of the table is the
 * median of those runs. Also reports the bytes the first load of `/` transfers, assets above 1 KB sent without
 * `content-encoding`, the failing accessibility audits and the top performance findings, and writes it all to
 * bench/results/lighthouse.json. It measures and never fails: pages under the goals are flagged in the output.
 *
 * The server runs with its per-address request limit lifted: fifteen cold loads from one address within a few
 * minutes would otherwise be cut off with 429s (any 429 a run still sees is flagged).
 *
 * Runs alone with `npm run bench:lighthouse -w @cuepoint/bench`; builds the web app only when its build is missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { TRACKLIST_FORMAT_LIST } from '@cuepoint/domain/tracklists/format-list';
import { findChromium } from '../e2e/support/chromium.ts';
import { cleaningUp, cleanup, cleanups, ensureBuild, startServer } from './production-server.ts';
import {
  accessibilityFailures,
  COMPRESSED_FORMATS,
  medianMetrics,
  performanceFindings,
  representative,
  toRun,
  type NetworkItem,
  type Run,
} from './lighthouse-results.ts';

const root = path.resolve(import.meta.dirname, '..');
const resultsFile = path.join(import.meta.dirname, 'results', 'lighthouse.json');
const RUNS = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? 3));
/** The five role landing pages (docs/product/content.md), with the same goals as the other public pages. */
const ROLE_PAGES = ['/djs', '/venues', '/enthusiasts', '/producers', '/labels'];
/** The static public pages besides the home (issue 8: about, the legal pages, resources, the stream page, DJ tools). */
const CONTENT_PAGES = ['/about', '/privacy', '/terms', '/resources', '/cuepoint-stream', '/dj-tools'];

/**
 * LIGHTHOUSE_PAGES (comma-separated paths, e.g. "/djs,/venues") measures only those pages and the home; LIGHTHOUSE_PORT runs the
 * server on that port instead of a free one.
 */
const ONLY_PAGES = (process.env['LIGHTHOUSE_PAGES'] ?? '')
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const PORT = process.env['LIGHTHOUSE_PORT'] ? Number(process.env['LIGHTHOUSE_PORT']) : undefined;

const GOALS = { performance: 95, accessibility: 100, homeTransferBytes: 250 * 1024, uncompressedBytes: 1024 };

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse

async function lighthouseRun(url: string, chromePath: string): Promise<RunnerResult> {
  if (cleaningUp) throw new Error('stopping');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuepoint-lighthouse-profile-'));
  const launching = chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  // Waits for a launch still under way, so a browser starting while the bench stops is stopped too.
  let stopped: Promise<void> | undefined;
  const stopChrome = () =>
    (stopped ??= (async () => {
      const launched = await launching.catch(() => undefined);
      if (launched && launched.process.exitCode === null && launched.process.signalCode === null) {
        const exited = new Promise((resolve) => {
          launched.process.once('exit', resolve);
          setTimeout(resolve, 5_000);
        });
        try {
          launched.kill();
        } catch {
          // already gone
        }
        await exited;
      }
      fs.rmSync(userDataDir, { recursive: true, force: true });
    })());
  cleanups.push(stopChrome);
  try {
    const chrome = await launching;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    return result;
  } finally {
    const index = cleanups.indexOf(stopChrome);
    if (index >= 0) cleanups.splice(index, 1);
    await stopChrome();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  ensureBuild();
  let chromePath = findChromium();
  if (!chromePath) {
    throw new Error(
      'Chromium not found: install Debian\'s ("apt-get update && apt-get install -y chromium") or set CHROMIUM_PATH.',
    );
  }
  chromePath = fs.realpathSync(chromePath);
  let server = await startServer(PORT);
  const { origin } = server;
  let restarts = 0;

  // Every public page of issue 8; a post, a category, a tag and a DJ's profile are picked from the demo content.
  const read = async <T>(path: string): Promise<T> =>
    (await fetch(`${origin}/api/v14/${path}`)).json() as Promise<T>;
  const latest = await read<{ posts?: Array<{ slug: string; category: string; tags: string[] }> }>(
    'blog-posts.php?limit=1',
  );
  const post = latest.posts?.[0];
  const sets = await read<{ data?: Array<{ dj_slug: string | null }> }>('public-dj-sets.php');
  const djSlug = sets.data?.find((set) => set.dj_slug)?.dj_slug;
  const allPages = [
    '/',
    ...ROLE_PAGES,
    ...CONTENT_PAGES,
    ...TRACKLIST_FORMAT_LIST.map((format) => format.path),
    '/blog',
    ...(post
      ? [
          `/blog/${post.slug}`,
          `/blog/category/${post.category}`,
          ...(post.tags[0] ? [`/blog/tag/${encodeURIComponent(post.tags[0])}`] : []),
        ]
      : []),
    ...(djSlug ? [`/${djSlug}`] : []),
  ];
  // The home is always measured: the report's first-load figures are its.
  const pages = ONLY_PAGES.length ? [...new Set(['/', ...ONLY_PAGES])] : allPages;
  const warnings: string[] = [];
  /** Runs that failed and were retried: noted, not a finding about the pages. */
  const runErrors: string[] = [];
  if (!post) warnings.push('no published blog post: the post, category and tag pages were not measured');
  if (!djSlug) warnings.push('no public DJ set names a DJ: no DJ profile was measured');
  for (const page of pages) {
    const status = (await fetch(origin + page)).status;
    if (status !== 200) warnings.push(`${page} answers ${status}, not 200`);
  }

  console.log(
    `Lighthouse (mobile preset, simulated throttling) on ${origin}, Chromium ${chromePath}; ${RUNS} runs per page, median reported`,
  );
  const runs = new Map<string, Run[]>(pages.map((page) => [page, []]));
  // Rounds over all pages rather than one page at a time, so a burst of load on the machine spreads over pages.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      const started = Date.now();
      let run: Run | undefined;
      for (let attempt = 1; !run && attempt <= 2 && !cleaningUp; attempt++) {
        // Something outside the bench may stop the server (exit 0 is a SIGTERM); start a fresh one on the same port.
        const gone = server.process.exitCode ?? server.process.signalCode;
        if (gone !== null && restarts < 3) {
          runErrors.push(`the server had stopped (${gone}) before run ${round} of ${page}: started again`);
          restarts++;
          server = await startServer(Number(new URL(origin).port));
        }
        try {
          run = toRun(await lighthouseRun(origin + page, chromePath));
        } catch (error) {
          const exited = server.process.exitCode ?? server.process.signalCode;
          const message = `run ${round} of ${page}, attempt ${attempt}: ${(error as Error).message}${exited === null ? '' : ` (the server exited: ${exited})`}`;
          console.error(`  ${message}`);
          if (server.output.length) console.error(`  server output:\n${server.output.join('').slice(-4000)}`);
          runErrors.push(message);
        }
      }
      if (cleaningUp) throw new Error('interrupted');
      if (!run) continue;
      runs.get(page)!.push(run);
      console.log(
        `  run ${round}/${RUNS} ${page}: performance ${run.metrics.performance}, accessibility ${run.metrics.accessibility} (${seconds(Date.now() - started)})`,
      );
    }
  }

  const measured = pages.filter((page) => {
    if (runs.get(page)!.length) return true;
    warnings.push(`${page}: no Lighthouse run completed`);
    return false;
  });
  if (!measured.includes('/')) throw new Error('no Lighthouse run of / completed');
  const summary = measured.map((page) => {
    const pageRuns = runs.get(page)!;
    const rep = representative(pageRuns);
    const rateLimited = pageRuns.flatMap((run) => run.network.filter((item) => item.statusCode === 429));
    if (rateLimited.length) {
      warnings.push(
        `${page}: ${rateLimited.length} requests answered 429 (rate limited): the figures are not valid`,
      );
    }
    return {
      page,
      url: origin + page,
      median: medianMetrics(pageRuns),
      // Each run with the CPU benchmark index it measured: a busy machine scores the same build lower.
      runs: pageRuns.map((run) => ({ ...run.metrics, benchmarkIndex: run.lhr.environment.benchmarkIndex })),
      benchmarkIndex: rep.lhr.environment.benchmarkIndex,
      accessibilityFailures: accessibilityFailures(rep.lhr),
      performanceFindings: performanceFindings(rep.lhr).slice(0, 12),
      runWarnings: rep.lhr.runWarnings,
      network: rep.network,
      lhr: rep.lhr,
    };
  });

  // Table
  console.log(`\nMedian of ${RUNS} runs per page:`);
  // The CPU benchmark index of the page's median run: a busy machine scores the same build lower.
  const header = ['page', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'CPU index'];
  const rows = summary.map(({ page, median: m, benchmarkIndex }) => [
    page.length > 44 ? `${page.slice(0, 43)}…` : page,
    String(m.performance),
    String(m.accessibility),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    String(Math.round(benchmarkIndex)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  const flags: string[] = [];
  for (const { page, median: m } of summary) {
    if (m.performance < GOALS.performance)
      flags.push(`${page}: performance ${m.performance} is under ${GOALS.performance}`);
    if (m.accessibility < GOALS.accessibility) {
      flags.push(`${page}: accessibility ${m.accessibility} is under ${GOALS.accessibility}`);
    }
  }

  // First load of /
  const home = summary.find((entry) => entry.page === '/')!;
  const homeTransfer = home.network.reduce((sum, item) => sum + item.transferSize, 0);
  const largest = [...home.network].sort((a, b) => b.transferSize - a.transferSize).slice(0, 8);
  console.log(
    `\nFirst load of / (run with the median score): ${kb(homeTransfer)} transferred in ${home.network.length} requests`,
  );
  const byTarget = new Map<string, { bytes: number; requests: number }>();
  for (const item of home.network) {
    const entry = byTarget.get(item.sessionTargetType) ?? { bytes: 0, requests: 0 };
    entry.bytes += item.transferSize;
    entry.requests += 1;
    byTarget.set(item.sessionTargetType, entry);
  }
  console.log(
    `  by requester: ${[...byTarget].map(([target, { bytes, requests }]) => `${target === 'worker' ? 'service worker' : target} ${kb(bytes)} in ${requests}`).join(', ')}`,
  );
  const elsewhere = home.network.filter((item) => /^https?:/.test(item.url) && !item.url.startsWith(origin));
  if (elsewhere.length) {
    const hosts = [...new Set(elsewhere.map((item) => new URL(item.url).host))];
    console.log(`  other origins: ${elsewhere.length} requests to ${hosts.join(', ')}`);
  }
  for (const item of largest) {
    console.log(
      `  ${kb(item.transferSize).padStart(9)}  ${(item.contentEncoding ?? 'identity').padEnd(8)}  ${item.sessionTargetType.padEnd(6)}  ${item.url.replace(origin, '')}`,
    );
  }
  if (homeTransfer >= GOALS.homeTransferBytes) {
    flags.push(`/: the first load transfers ${kb(homeTransfer)}, at or over ${kb(GOALS.homeTransferBytes)}`);
  }

  // Uncompressed responses above 1 KB, over every measured page
  const seen = new Map<string, NetworkItem>();
  for (const { network } of summary) {
    for (const item of network) {
      if (
        !item.url.startsWith(origin) ||
        item.contentEncoding ||
        item.resourceSize <= GOALS.uncompressedBytes
      )
        continue;
      if (item.statusCode < 200 || item.statusCode >= 400) continue;
      seen.set(item.url, item);
    }
  }
  const uncompressed = [...seen.values()].map((item) => ({
    path: item.url.replace(origin, ''),
    mimeType: item.mimeType,
    bytes: item.resourceSize,
    compressibleFormat: !COMPRESSED_FORMATS.test(item.mimeType),
  }));
  const compressible = uncompressed.filter((item) => item.compressibleFormat);
  const binary = uncompressed.filter((item) => !item.compressibleFormat);
  console.log(
    `\nResponses above 1 KB sent without content-encoding (all measured pages): ${uncompressed.length}`,
  );
  for (const item of compressible)
    console.log(`  ${kb(item.bytes).padStart(9)}  ${item.mimeType.padEnd(24)} ${item.path}`);
  if (binary.length) {
    console.log('  already-compressed formats (images, woff2), listed for completeness:');
    for (const item of binary)
      console.log(`  ${kb(item.bytes).padStart(9)}  ${item.mimeType.padEnd(24)} ${item.path}`);
  }
  if (compressible.length)
    flags.push(`${compressible.length} compressible responses above 1 KB went out uncompressed`);

  // Findings for the engineers fixing them
  console.log('\nFailing accessibility audits:');
  for (const { page, accessibilityFailures: failures } of summary) {
    if (!failures.length) continue;
    for (const failure of failures) {
      console.log(`  ${page}  ${failure.id}: ${failure.selectors.join(' | ') || '(no element)'}`);
    }
  }
  if (summary.every((entry) => !entry.accessibilityFailures.length)) console.log('  none');
  console.log('\nTop performance findings for / (run with the median score):');
  for (const finding of home.performanceFindings.slice(0, 10)) {
    const savings = Object.entries(finding.metricSavings)
      .filter(([, value]) => value)
      .map(([metric, value]) => `${metric} −${Math.round(value!)}${metric === 'CLS' ? '' : ' ms'}`)
      .join(', ');
    console.log(
      `  ${finding.id}: ${finding.title}${finding.displayValue ? ` — ${finding.displayValue}` : ''}${savings ? ` (${savings})` : ''}`,
    );
  }
  console.log(
    `\nCPU benchmark index of this machine: ${home.benchmarkIndex} (lower is a slower or busier machine; the simulated throttling assumes a fast one)`,
  );

  if (runErrors.length) {
    console.log('\nLighthouse runs that failed and were retried:');
    for (const message of runErrors) console.log(`  ${message}`);
  }
  if (warnings.length || flags.length) {
    console.log('\nUNDER THE GOALS:');
    for (const message of [...warnings, ...flags]) console.log(`  ✗ ${message}`);
  } else {
    console.log('\nEvery page meets the goals.');
  }

  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        lighthouseVersion: runs.get('/')![0]!.lhr.lighthouseVersion,
        userAgent: runs.get('/')![0]!.lhr.environment.hostUserAgent,
        preset: 'mobile, simulated throttling (Lighthouse defaults)',
        runsPerPage: RUNS,
        aggregation: 'median of the runs, per column',
        goals: GOALS,
        pages: summary.map(({ network: _network, lhr: _lhr, ...entry }) => entry),
        firstLoadOfHome: {
          transferBytes: homeTransfer,
          requests: home.network.length,
          byRequester: Object.fromEntries(byTarget),
          all: home.network.map((item) => ({ ...item, url: item.url.replace(origin, '') })),
        },
        uncompressed,
        underTheGoals: [...warnings, ...flags],
        runErrors,
      },
      null,
      2,
    )}\n`,
  );
  // The whole Lighthouse report of each page's median run, for the Lighthouse viewer (googlechrome.github.io/lighthouse/viewer).
  const reportsDir = path.join(path.dirname(resultsFile), 'lighthouse');
  fs.rmSync(reportsDir, { recursive: true, force: true });
  fs.mkdirSync(reportsDir, { recursive: true });
  for (const { page, lhr } of summary) {
    const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
    fs.writeFileSync(path.join(reportsDir, `${name}.json`), JSON.stringify(lhr));
  }
  console.log(
    `\nWritten to ${path.relative(root, resultsFile)}, full reports in ${path.relative(root, reportsDir)}/`,
  );
}

// It measures, it does not judge: pages under the goals still exit 0; only a bench that could not measure exits 1.
let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error('Lighthouse bench could not complete:', error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
