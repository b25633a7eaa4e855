import crypto from 'node:crypto';
import {
  isNotificationCategory,
  type TNotificationCategory,
} from '@cuepoint/domain/notifications/preferences';

/**
 * The token of an e-mail's unsubscribe link: the account and category, signed (HMAC-SHA-256, 128 bits kept) with a
 * key of the server's own. It does not expire: an old e-mail's link still works. It only ever turns a category off.
 */
export function unsubscribeToken(secret: string, userId: number, category: TNotificationCategory): string {
  const body = Buffer.from(`${userId}.${category}`).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; category: TNotificationCategory } | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const [id, category] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  const userId = Number(id);
  if (!Number.isInteger(userId) || userId <= 0 || !category || !isNotificationCategory(category)) return null;
  return { userId, category };
}

function sign(secret: string, body: string): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`unsubscribe:${body}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}
