import crypto from 'node:crypto';
import { loadOrCreateSecret } from '../../../adapters/secret-file.ts';

/**
 * The Mixcloud feature's keys, derived (HKDF-SHA256) from one secret: MIXCLOUD_TOKEN_KEY, or a random key generated on
 * first use and kept in DATA_DIR/secrets/mixcloud-tokens.key. One derived key encrypts tokens at rest (AES-256-GCM),
 * the other signs the short-lived start links and the connection flow's cookie (HMAC-SHA256).
 */
export type MixcloudSecrets = {
  encrypt(userId: number, token: string): string;
  decrypt(userId: number, sealed: string): string | null;
  sign(payload: string): string;
  verify(signed: string): string | null;
};

const VERSION = 'v1';

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'cuepoint-mixcloud', purpose, 32));
}

export function mixcloudSecrets(secret: string): MixcloudSecrets {
  const tokenKey = derive(secret, 'token-encryption');
  const signingKey = derive(secret, 'link-signing');
  // The row's owner is bound in: a sealed token copied onto another account's row does not open.
  const aad = (userId: number) => Buffer.from(`mixcloud-token:${userId}`);
  const mac = (payload: string) =>
    crypto.createHmac('sha256', signingKey).update(payload).digest('base64url');

  return {
    encrypt(userId, token) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', tokenKey, iv);
      cipher.setAAD(aad(userId));
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        sealed.toString('base64url'),
      ].join('.');
    },
    decrypt(userId, sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', tokenKey, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
    sign(payload) {
      return `${Buffer.from(payload).toString('base64url')}.${mac(payload)}`;
    },
    verify(signed) {
      const [encoded, signature] = signed.split('.');
      if (!encoded || !signature) return null;
      const payload = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? payload : null;
    },
  };
}

/** The keys from configuration or DATA_DIR, loaded once. */
export function loadMixcloudSecrets(options: {
  dataDir: string;
  configured: string | undefined;
}): () => Promise<MixcloudSecrets> {
  let loaded: Promise<MixcloudSecrets> | undefined;
  return () =>
    (loaded ??= loadOrCreateSecret(options.dataDir, 'mixcloud-tokens.key', options.configured).then(
      mixcloudSecrets,
    ));
}
