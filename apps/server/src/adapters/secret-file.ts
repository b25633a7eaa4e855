import crypto from 'node:crypto';
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
