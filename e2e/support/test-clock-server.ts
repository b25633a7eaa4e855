import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMail } from '../fixtures.ts';
import { E2E_PORT } from './env.ts';
import { startOwnServer } from './own-server.ts';

const HOUR = 3_600_000;

/**
 * Specs whose days pass on the test clock each get a server of their own (moving its time moves nobody else's):
 * its port here, beside the e2e server's.
 */
export const TEST_CLOCK_PORTS = {
  sessions: E2E_PORT + 6,
  booking: E2E_PORT + 7,
  trust: E2E_PORT + 8,
  rescue: E2E_PORT + 9,
} as const;

export const testClockBaseUrl = (port: number) => `http://127.0.0.1:${port}`;

export type TestClockServer = {
  baseUrl: string;
  /** Waits for the newest e-mail to an address matching a subject in this server's outbox. */
  waitForMail(to: string, subject: RegExp, timeoutMs?: number): Promise<OutboxMail>;
  /** The app's current time on its clock. */
  now(): Promise<Date>;
  /** Moves the app's time forward by hours and waits until every job that fell due ran; answers their names. */
  advanceHours(hours: number): Promise<string[]>;
  /** Moves the app's time forward to `at` (never backwards), as advanceHours. */
  advanceTo(at: Date): Promise<string[]>;
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

async function answer<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * Starts the production server with TEST_CLOCK=on on embedded PGlite and a fresh data directory (no demo content),
 * as a test deployment runs it: POST /api/v14/test-clock/advance moves its time and runs the jobs that fall due.
 * Sessions outlive the moves (30 days idle, 90 days in all, as an operator may set them); `adminEmails` are its
 * operators. Nothing else differs from the e2e server.
 */
export async function startTestClockServer(
  port: number,
  options: { adminEmails?: string; readyTimeoutMs?: number } = {},
): Promise<TestClockServer> {
  const server = await startOwnServer({
    name: 'test-clock',
    port,
    env: {
      TEST_CLOCK: 'on',
      ADMIN_EMAILS: options.adminEmails ?? '',
      SESSION_IDLE_TIMEOUT_MINUTES: String(60 * 24 * 30),
      SESSION_MAX_AGE_HOURS: String(24 * 90),
    },
    readyTimeoutMs: options.readyTimeoutMs ?? 150_000,
  });
  const { baseUrl, dataDir } = server;

  const outbox = path.join(dataDir, 'outbox');
  const now = async () =>
    new Date(
      (await answer<{ now: string }>(await fetch(`${baseUrl}/api/v14/test-clock`), 'GET /test-clock')).now,
    );
  const advanceHours = async (hours: number) => {
    const response = await fetch(`${baseUrl}/api/v14/test-clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ hours }),
      signal: AbortSignal.timeout(120_000),
    });
    return (await answer<{ ran: string[] }>(response, 'POST /test-clock/advance')).ran;
  };
  return {
    baseUrl,
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
              `(${(await fs.readdir(outbox).catch(() => [])).length} mails); the server said:\n${server.output()}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    now,
    advanceHours,
    async advanceTo(at) {
      const hours = (at.getTime() - (await now()).getTime()) / HOUR;
      if (hours <= 0) throw new Error(`the app's time is already past ${at.toISOString()}`);
      return advanceHours(hours);
    },
    stop: server.stop,
  };
}
