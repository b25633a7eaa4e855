import crypto from 'node:crypto';
import { loadOrCreateKeySync } from '../../../adapters/secret-file.ts';

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
  return loadOrCreateKeySync(options.dataDir, 'calendar-feed.key');
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
