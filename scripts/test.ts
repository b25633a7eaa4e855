/**
 * `npm test`: everything a change can break, in one command that works on a fresh machine.
 *   1. vitest: domain, server (embedded PGlite) and web component tests
 *   2. the server suite again on PostgreSQL when DATABASE_URL is set
 *   3. Playwright end-to-end tests against the production build in Debian's Chromium (installed when missing and
 *      this process may run apt-get)
 * A vitest test that fails runs once more; one that passes then is counted as passed and named under "Passed on a
 * retry" above the summary, as every failure is named under "Failed" (the end of the output is what a CI page keeps).
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
  testResults?: Array<{
    name: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
};

/**
 * What failed, by name with the first lines of its error: printed again right above the summary, so the end of a long
 * run's output (all a CI page may keep) says which test broke and how.
 */
const failures: string[] = [];
/** Tests that failed, then passed on their one retry: flaky, so named too, to be fixed rather than lived with. */
const retried: string[] = [];

function firstLines(text: string, count = 6): string {
  return text.split('\n').slice(0, count).join('\n    ');
}

function collectFailures(suite: string, report: VitestReport) {
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      failures.push(`${suite} › ${where} › ${a.fullName}\n    ${firstLines(a.failureMessages?.[0] ?? '')}`);
    for (const a of file.assertionResults ?? [])
      if (a.status === 'passed' && (a.failureMessages?.length ?? 0) > 0)
        retried.push(`${suite} › ${where} › ${a.fullName}\n    ${firstLines(a.failureMessages![0]!)}`);
    if (failed.length === 0 && file.message)
      failures.push(`${suite} › ${where}\n    ${firstLines(file.message)}`);
  }
}

function vitest(name: string, args: string[], env: Record<string, string | undefined> = {}) {
  const output = path.join(artifacts, `vitest-${name}.json`);
  fs.rmSync(output, { force: true });
  const ok = run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--retry=1',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  const report = readJson<VitestReport>(output);
  if (report) collectFailures(`vitest ${name}`, report);
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

type PlaywrightSpec = {
  title: string;
  file: string;
  line: number;
  ok: boolean;
  tests: Array<{ results: Array<{ status: string; error?: { message?: string } }> }>;
};
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

function collectPlaywrightFailures(suites: PlaywrightSuite[]) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const error = spec.tests.flatMap((t) => t.results).find((r) => r.error?.message)?.error?.message ?? '';
      if (spec.ok) {
        if (error)
          retried.push(
            `playwright › e2e/specs/${spec.file}:${spec.line} › ${spec.title}\n    ${firstLines(error)}`,
          );
        continue;
      }
      failures.push(
        `playwright › e2e/specs/${spec.file}:${spec.line} › ${spec.title}\n    ${firstLines(error)}`,
      );
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

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
    const report = readJson<PlaywrightReport>(output);
    if (report) collectPlaywrightFailures(report.suites ?? []);
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
if (retried.length > 0) console.log(`\nPassed on a retry\n${retried.map((f) => `  ↻ ${f}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
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
