import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The HMAC key of the captcha tokens: CAPTCHA_SECRET when configured (several servers must share it), otherwise a
 * random key generated on first boot and kept in `$DATA_DIR/secrets/captcha.key`, so tokens survive a restart.
 */
export function resolveCaptchaSecret(options: { configured?: string | undefined; dataDir: string }): Buffer {
  if (options.configured) return Buffer.from(options.configured, 'utf8');
  const file = path.join(options.dataDir, 'secrets', 'captcha.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = crypto.randomBytes(32).toString('hex');
  try {
    // 'wx' fails if another process wrote the key first; then that key is the one to use.
    fs.writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
    return Buffer.from(key, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  }
}
