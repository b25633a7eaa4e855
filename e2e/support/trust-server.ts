import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { OutboxMail } from '../fixtures.ts';
import { E2E_PORT } from './env.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The trust spec's own server: the test clock, its own port and data, and its operator in ADMIN_EMAILS. */
export const TRUST_PORT = E2E_PORT + 8;
export const TRUST_BASE_URL = `http://127.0.0.1:${TRUST_PORT}`;

export type TrustServer = {
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

/** The production server with TEST_CLOCK=on, embedded PGlite, no demo content, sessions that outlive clock moves. */
export async function startTrustServer(operatorEmail: string): Promise<TrustServer> {
  const dataDir = path.join(repoRoot, 'e2e', 'artifacts', `trust-data-${Date.now()}`);
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVE_WEB: 'true',
      PORT: String(TRUST_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      PUBLIC_URL: TRUST_BASE_URL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '5000',
      RATE_LIMIT_WRITE_MAX: '5000',
      AUTH_RATE_LIMIT_MULTIPLIER: '50',
      CUEPOINT_SEED: 'none',
      TEST_CLOCK: 'on',
      ADMIN_EMAILS: operatorEmail,
      SESSION_IDLE_TIMEOUT_MINUTES: String(60 * 24 * 30),
      SESSION_MAX_AGE_HOURS: String(24 * 90),
    },
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 100) output.shift();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the trust server exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${TRUST_BASE_URL}/api/v14/health/ready`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the trust server did not come up:\n${output.join('')}`);
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
          throw new Error(`No e-mail to ${to} matching ${subject}:\n${output.join('')}`);
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

/** Moves the app's time forward by hours and waits until every job that fell due ran. */
export async function advanceHours(request: APIRequestContext, hours: number): Promise<string[]> {
  const answer = await request.post(`${TRUST_BASE_URL}/api/v14/test-clock/advance`, {
    data: { hours },
    headers: { origin: TRUST_BASE_URL },
    timeout: 120_000,
  });
  if (!answer.ok())
    throw new Error(`POST /test-clock/advance answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { ran: string[] } }).data.ran;
}
