import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, readOutbox } from './create-mailer.ts';

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'cuepoint-outbox-'));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const mail = { to: 'dj@example.com', subject: 'Reset', text: 'link', html: '<p>link</p>' };
const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777;

describe('outbox', () => {
  it('writes mails readable by the server user only, in an owner-only directory', async () => {
    const outboxDir = path.join(root, 'fresh', 'outbox');
    const sent = await createMailer({ from: 'Cuepoint <hello@cuepoint.local>', outboxDir }).send(mail);
    const [name] = await fs.readdir(outboxDir);
    expect(await modeOf(path.join(outboxDir, name ?? ''))).toBe(0o600);
    expect(await modeOf(outboxDir)).toBe(0o700);
    expect((await readOutbox(outboxDir))[0]?.id).toBe(sent.id);
  });

  it('tightens an outbox an older install left world-readable', async () => {
    const outboxDir = path.join(root, 'old', 'outbox');
    await fs.mkdir(outboxDir, { recursive: true, mode: 0o755 });
    await fs.chmod(outboxDir, 0o755);
    await createMailer({ from: 'Cuepoint <hello@cuepoint.local>', outboxDir }).send(mail);
    expect(await modeOf(outboxDir)).toBe(0o700);
  });
});
