import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random base62 text (each character from a uniform draw: bytes ≥ 248 are drawn again). */
function randomText(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of crypto.randomBytes(length)) {
      if (byte < 248 && text.length < length) text += ALPHABET[byte % 62];
    }
  }
  return text;
}

const ID_LENGTHS = { pi: 24, seti: 24, pm: 24, evt: 24, tr: 24, re: 24, trr: 24, cus: 14, acct: 16 } as const;

/** Stripe-shaped ids: `pi_`, `seti_`, `pm_`, `evt_`, `tr_`, `re_`, `trr_` + 24 characters (142 bits), `cus_` + 14, `acct_` + 16. */
export function newId(prefix: keyof typeof ID_LENGTHS): string {
  return `${prefix}_${randomText(ID_LENGTHS[prefix])}`;
}

/** Stripe's client secret shape, `<id>_secret_<25 random characters>` (148 bits). */
export function newClientSecret(id: string): string {
  return `${id}_secret_${randomText(25)}`;
}

/** The intent id a client secret names, or null when it is not shaped like one. */
export function intentIdOf(clientSecret: string): string | null {
  const match = /^((?:pi|seti)_[A-Za-z0-9]{1,64})_secret_[A-Za-z0-9]{1,64}$/.exec(clientSecret);
  return match?.[1] ?? null;
}

/** Compares secrets in time independent of where they differ (digests of equal length, then timingSafeEqual). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/** A stable hash of a create request's parameters, for the idempotency check. */
export function requestHash(parameters: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(parameters)).digest('hex');
}
