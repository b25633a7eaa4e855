import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('never shows a reader a half-written mail: each is written aside and renamed into place whole', async () => {
    const outboxDir = path.join(root, 'busy', 'outbox');
    const writes = vi.spyOn(fs, 'writeFile');
    const renames = vi.spyOn(fs, 'rename');
    try {
      await createMailer({ from: 'Cuepoint <hello@cuepoint.local>', outboxDir }).send(mail);
      // A reader lists *.json files and parses each (readOutbox, the e2e suite): none is ever written in place.
      const written = writes.mock.calls.map(([file]) => String(file));
      expect(written.filter((file) => file.endsWith('.json'))).toEqual([]);
      expect(renames.mock.calls.map(([from, to]) => [String(from), String(to)])).toEqual([
        [expect.stringMatching(/\.json\.partial$/), expect.stringMatching(/\.json$/)],
      ]);
      expect((await fs.readdir(outboxDir)).every((name) => name.endsWith('.json'))).toBe(true);
    } finally {
      writes.mockRestore();
      renames.mockRestore();
    }
  });

  it('tightens an outbox an older install left world-readable', async () => {
    const outboxDir = path.join(root, 'old', 'outbox');
    await fs.mkdir(outboxDir, { recursive: true, mode: 0o755 });
    await fs.chmod(outboxDir, 0o755);
    await createMailer({ from: 'Cuepoint <hello@cuepoint.local>', outboxDir }).send(mail);
    expect(await modeOf(outboxDir)).toBe(0o700);
  });
});
