import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { OutboxMail } from '../fixtures.ts';
import { E2E_PORT } from './env.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The app server of the test-clock spec: its own port and data, so moving its time moves nobody else's. */
export const CLOCK_PORT = E2E_PORT + 7;
export const CLOCK_BASE_URL = `http://127.0.0.1:${CLOCK_PORT}`;

const HOUR = 3_600_000;

export type ClockServer = {
  /** Waits for the newest e-mail to an address matching a subject in this server's outbox. */
  waitForMail(to: string, subject: RegExp, timeoutMs?: number): Promise<OutboxMail>;
  stop(): Promise<void>;
};

async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/**
 * Starts the production server with TEST_CLOCK=on on embedded PGlite and a fresh data directory (no demo content),
 * as a test deployment runs it: POST /api/v14/test-clock/advance moves its time and runs the jobs that fall due.
 * Sessions outlive the moves (30 days idle, 90 days in all, as an operator may set them); nothing else differs from
 * the e2e server.
 */
export async function startClockServer(): Promise<ClockServer> {
  const taken = await fetch(`${CLOCK_BASE_URL}/api/v14/health`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`port ${CLOCK_PORT} is taken: is a test-clock server of an earlier run still up?`);
  const dataDir = path.join(repoRoot, 'e2e', 'artifacts', `clock-data-${Date.now()}`);
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVE_WEB: 'true',
      PORT: String(CLOCK_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      PUBLIC_URL: CLOCK_BASE_URL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '5000',
      RATE_LIMIT_WRITE_MAX: '5000',
      AUTH_RATE_LIMIT_MULTIPLIER: '50',
      CUEPOINT_SEED: 'none',
      TEST_CLOCK: 'on',
      SESSION_IDLE_TIMEOUT_MINUTES: String(60 * 24 * 30),
      SESSION_MAX_AGE_HOURS: String(24 * 90),
    },
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 100) output.shift();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A worker torn down mid-test never leaves the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the test-clock server exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${CLOCK_BASE_URL}/api/v14/health/ready`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the test-clock server did not come up:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const outbox = path.join(dataDir, 'outbox');
  return {
    async waitForMail(to, subject, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const match = (await readOutbox(outbox)).find(
          (mail) => mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject),
        );
        if (match) return match;
        if (Date.now() > until)
          throw new Error(
            `No e-mail to ${to} matching ${subject} within ${timeoutMs} ms in ${outbox} ` +
              `(${(await fs.readdir(outbox).catch(() => [])).length} mails); the server said:\n${output.join('')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app's current time on the test clock. */
export async function appNow(request: APIRequestContext): Promise<Date> {
  const answer = await request.get(`${CLOCK_BASE_URL}/api/v14/test-clock`);
  if (!answer.ok()) throw new Error(`GET /test-clock answered ${answer.status()}: ${await answer.text()}`);
  return new Date(((await answer.json()) as { data: { now: string } }).data.now);
}

/**
 * Moves the app's time forward to `at` (never backwards) and waits until every job that fell due on the way ran,
 * as POST /test-clock/advance does; answers the names of the jobs that ran.
 */
export async function advanceClockTo(request: APIRequestContext, at: Date): Promise<string[]> {
  const hours = (at.getTime() - (await appNow(request)).getTime()) / HOUR;
  if (hours <= 0) throw new Error(`the app's time is already past ${at.toISOString()}`);
  const answer = await request.post(`${CLOCK_BASE_URL}/api/v14/test-clock/advance`, {
    data: { hours },
    headers: { origin: CLOCK_BASE_URL },
    timeout: 120_000,
  });
  if (!answer.ok())
    throw new Error(`POST /test-clock/advance answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { ran: string[] } }).data.ran;
}
