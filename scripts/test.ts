/**
 * `npm test`: everything a change can break, in one command that works on a fresh machine.
 *   1. vitest: domain, server (embedded PGlite) and web component tests
 *   2. the server suite again on PostgreSQL when DATABASE_URL is set
 *   3. Playwright end-to-end tests against the production build in Debian's Chromium (installed when missing and
 *      this process may run apt-get)
 * Ends with one line, "N passed, N failed", totalling every suite.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from '../e2e/support/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'artifacts');
fs.mkdirSync(artifacts, { recursive: true });

type Tally = { name: string; passed: number; failed: number; skipped: number; ok: boolean; seconds?: number };
const tallies: Tally[] = [];

/** Runs a stage and records its wall time on the tally it added (docs/testing.md keeps the figures). */
function timed(stage: () => void) {
  const started = performance.now();
  const before = tallies.length;
  stage();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  for (const tally of tallies.slice(before)) tally.seconds = seconds;
}

function run(command: string, args: string[], env: Record<string, string | undefined> = {}, cwd = root) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};

function vitest(name: string, args: string[], env: Record<string, string | undefined> = {}) {
  const output = path.join(artifacts, `vitest-${name}.json`);
  fs.rmSync(output, { force: true });
  const ok = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  const report = readJson<VitestReport>(output);
  tallies.push({
    name: `vitest ${name}`,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    ok: ok && Boolean(report),
  });
}

function ensureChromium(): string | undefined {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) return undefined;
  console.log("\nChromium is missing: installing Debian's chromium package…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  return findChromium();
}

const only = process.argv[2];
// Redis runs beside PostgreSQL on every development and CI machine; the shared-counter tests use it.
process.env['REDIS_URL'] ??= 'redis://127.0.0.1:6379';

if (!only || only === 'unit') {
  timed(() => vitest('pglite', [], { CUEPOINT_TEST_DB: 'pglite' }));
  if (process.env['DATABASE_URL'])
    timed(() => vitest('postgres', ['--project', 'server'], { CUEPOINT_TEST_DB: 'postgres' }));
}

if (!only || only === 'e2e') timed(endToEnd);

function endToEnd() {
  const chromium = ensureChromium();
  if (!chromium) {
    console.log(
      '\n⚠ No Chromium found and it cannot be installed here (not root): end-to-end tests skipped.',
    );
    tallies.push({ name: 'playwright', passed: 0, failed: 0, skipped: 1, ok: true });
  } else if (!run('npm', ['run', 'build', '-w', '@cuepoint/web'])) {
    tallies.push({ name: 'web build', passed: 0, failed: 1, skipped: 0, ok: false });
  } else {
    const output = path.join(root, 'e2e', 'artifacts', 'results.json');
    fs.rmSync(output, { force: true });
    const ok = run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium }, path.join(root, 'e2e'));
    const report = readJson<{
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    }>(output);
    tallies.push({
      name: 'playwright',
      passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0),
      failed: report ? report.stats.unexpected : 1,
      skipped: report?.stats.skipped ?? 0,
      ok: ok && Boolean(report),
    });
  }
}

const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed + (t.ok || t.failed ? 0 : 1), 0);
const skipped = tallies.reduce((sum, t) => sum + t.skipped, 0);
console.log('\nSummary');
for (const t of tallies)
  console.log(
    `  ${t.ok ? '✓' : '✗'} ${t.name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped` +
      (t.seconds === undefined ? '' : ` (${t.seconds} s)`),
  );
fs.writeFileSync(
  path.join(artifacts, 'test-summary.json'),
  JSON.stringify({ passed, failed, skipped, tallies }, null, 2),
);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed || tallies.some((t) => !t.ok) ? 1 : 0);
