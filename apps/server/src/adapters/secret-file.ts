import crypto from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret from the environment, or one generated on first boot and kept in `$DATA_DIR/secrets/<name>` (mode 0600),
 * so an unconfigured install stays stable across restarts without anyone choosing a key.
 */
export async function loadOrCreateSecret(
  dataDir: string,
  name: string,
  configured?: string,
): Promise<string> {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not created yet.
  }
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(32).toString('base64url');
  try {
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process created it first: use theirs.
    return (await fs.readFile(file, 'utf8')).trim();
  }
}

/**
 * A 32-byte key generated on first use and kept in `$DATA_DIR/secrets/<name>` as hex (mode 0600), read at once
 * (synchronously) by whoever needs it; when two processes race, the key written first is the one both use.
 */
export function loadOrCreateKeySync(dataDir: string, name: string): Buffer {
  const file = path.join(dataDir, 'secrets', name);
  try {
    return Buffer.from(fsSync.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fsSync.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = crypto.randomBytes(32).toString('hex');
  try {
    // 'wx' fails when another process wrote the key first; that key is the one to use.
    fsSync.writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
    return Buffer.from(key, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fsSync.readFileSync(file, 'utf8').trim(), 'hex');
  }
}
