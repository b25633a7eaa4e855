import { loadOrCreateKeySync } from '../../../adapters/secret-file.ts';

/**
 * The HMAC key of the captcha tokens: CAPTCHA_SECRET when configured (several servers must share it), otherwise a
 * random key generated on first boot and kept in `$DATA_DIR/secrets/captcha.key`, so tokens survive a restart.
 */
export function resolveCaptchaSecret(options: { configured?: string | undefined; dataDir: string }): Buffer {
  if (options.configured) return Buffer.from(options.configured, 'utf8');
  return loadOrCreateKeySync(options.dataDir, 'captcha.key');
}
