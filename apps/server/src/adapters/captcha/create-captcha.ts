import type { Config } from '../../config.ts';
import { loadOrCreateSecret } from '../secret-file.ts';
import { createAltcha } from './altcha.ts';
import { createRecaptcha } from './recaptcha.ts';
import type { Captcha } from './captcha.ts';

/** reCAPTCHA when RECAPTCHA_SECRET is set, otherwise self-hosted ALTCHA with a key from config or DATA_DIR. */
export async function createCaptcha(config: Config, now: () => Date): Promise<Captcha> {
  if (config.RECAPTCHA_SECRET) {
    return createRecaptcha({
      secret: config.RECAPTCHA_SECRET,
      siteKey: config.RECAPTCHA_SITE_KEY,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
      now,
    });
  }
  const hmacKey = await loadOrCreateSecret(config.dataDir, 'altcha-hmac.key', config.ALTCHA_HMAC_KEY);
  return createAltcha({ hmacKey, maxNumber: config.ALTCHA_MAX_NUMBER, now });
}
