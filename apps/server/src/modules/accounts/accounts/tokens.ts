import crypto from 'node:crypto';

/**
 * Opaque secrets: 32 random bytes (256 bits) as base64url, 43 characters. Only their SHA-256 hash is stored, so
 * looking one up is an index probe on the hash and a leaked table grants nothing.
 */
export const TOKEN_BYTES = 32;

export function newToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A value that cannot be one of our tokens is refused before any query. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{20,128}$/.test(value);
}
