import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES, solveArithmeticQuestion } from '@cuepoint/domain/content/captcha-question';
import { manualClock } from '../../../adapters/clock.ts';
import { AppError } from '../../../http/app-error.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../../db/client.ts';
import { createCaptcha } from './captcha.ts';
import { createCaptchaStore } from './captcha-store.ts';
import { resolveCaptchaSecret } from './captcha-secret.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function setup() {
  const clock = manualClock();
  const captcha = createCaptcha({
    secret: Buffer.from('k'.repeat(32)),
    clock,
    store: createCaptchaStore(database.db),
  });
  return { clock, captcha };
}

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  return (error as AppError).message;
}

describe('arithmetic captcha', () => {
  it('accepts the right answer once, as a number or as digits', async () => {
    const { captcha } = setup();
    const first = captcha.issue('contact');
    expect(first.token.split('.')).not.toContain(String(solveArithmeticQuestion(first.captcha)));
    await captcha.verify('contact', first.token, solveArithmeticQuestion(first.captcha)!);
    expect(
      await failure(captcha.verify('contact', first.token, solveArithmeticQuestion(first.captcha)!)),
    ).toBe(CAPTCHA_MESSAGES.used);
    const second = captcha.issue('contact');
    await captcha.verify('contact', second.token, ` ${solveArithmeticQuestion(second.captcha)} `);
  });

  it('spends the token on a wrong answer, so guessing needs new questions', async () => {
    const { captcha } = setup();
    const { captcha: question, token } = captcha.issue('newsletter');
    const right = solveArithmeticQuestion(question)!;
    expect(await failure(captcha.verify('newsletter', token, right + 1))).toBe(CAPTCHA_MESSAGES.wrong);
    expect(await failure(captcha.verify('newsletter', token, right))).toBe(CAPTCHA_MESSAGES.used);
  });

  it('expires after 30 minutes', async () => {
    const { captcha, clock } = setup();
    const { captcha: question, token } = captcha.issue('bug-report');
    clock.advance(30 * 60 * 1000 + 1);
    expect(await failure(captcha.verify('bug-report', token, solveArithmeticQuestion(question)!))).toBe(
      CAPTCHA_MESSAGES.expired,
    );
  });

  it('refuses tokens of another form, altered tokens, tokens signed with another key and junk', async () => {
    const { captcha } = setup();
    const { captcha: question, token } = captcha.issue('newsletter');
    const answer = solveArithmeticQuestion(question)!;
    expect(await failure(captcha.verify('contact', token, answer))).toBe(CAPTCHA_MESSAGES.invalid);
    const parts = token.split('.');
    parts[3] = String(Number(parts[3]) + 3600);
    expect(await failure(captcha.verify('newsletter', parts.join('.'), answer))).toBe(
      CAPTCHA_MESSAGES.invalid,
    );
    const other = createCaptcha({
      secret: Buffer.from('z'.repeat(32)),
      clock: manualClock(),
      store: createCaptchaStore(database.db),
    }).issue('newsletter');
    expect(
      await failure(captcha.verify('newsletter', other.token, solveArithmeticQuestion(other.captcha)!)),
    ).toBe(CAPTCHA_MESSAGES.invalid);
    for (const junk of ['', 'abc', 'a.b.c.d.e.f', '.....', '\u0000'.repeat(6)]) {
      expect(await failure(captcha.verify('newsletter', junk, answer))).toBe(CAPTCHA_MESSAGES.invalid);
    }
    // The genuine token was never spent by those attempts.
    await captcha.verify('newsletter', token, answer);
  });
});

describe('captcha secret', () => {
  it('uses the configured secret, else generates one under DATA_DIR once and reuses it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-secret-'));
    expect(resolveCaptchaSecret({ configured: 's'.repeat(32), dataDir: dir }).toString()).toBe(
      's'.repeat(32),
    );
    const first = resolveCaptchaSecret({ dataDir: dir });
    expect(first).toHaveLength(32);
    expect(resolveCaptchaSecret({ dataDir: dir }).equals(first)).toBe(true);
    const stat = await fs.stat(path.join(dir, 'secrets', 'captcha.key'));
    expect(stat.mode & 0o077).toBe(0);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
