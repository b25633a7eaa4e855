import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Feed tokens are derived, not kept: token = HMAC(key, user id and the feed's creation time), and only its SHA-256
 * is stored (calendar_feeds.token_hash). The account's page can show the same address again, a stolen database
 * gives no address away, and rotating (a new creation time) changes it.
 *
 * The key: from SESSION_SECRET when configured (several servers must share it), otherwise generated on first use
 * and kept in `$DATA_DIR/secrets/calendar-feed.key`.
 */
export function resolveFeedKey(options: { sessionSecret?: string | undefined; dataDir: string }): Buffer {
  if (options.sessionSecret)
    return crypto.createHmac('sha256', options.sessionSecret).update('cuepoint calendar feeds').digest();
  const file = path.join(options.dataDir, 'secrets', 'calendar-feed.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = crypto.randomBytes(32).toString('hex');
  try {
    // 'wx' fails when another process wrote the key first; that key is the one to use.
    fs.writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
    return Buffer.from(key, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  }
}

/** 43 URL-safe characters. */
export function feedToken(key: Buffer, userId: number, createdAt: Date): string {
  return crypto
    .createHmac('sha256', key)
    .update(`calendar-feed:${userId}:${createdAt.toISOString()}`)
    .digest('base64url');
}

export function hashFeedToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
