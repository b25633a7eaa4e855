/**
 * Human verification on e-mail sign-up. The solution arrives in the spec's `recaptcha_token` field whichever
 * provider is active: an ALTCHA payload (default, self-hosted) or a Google reCAPTCHA token (RECAPTCHA_SECRET set).
 */
export type CaptchaProvider = 'altcha' | 'recaptcha';

export type CaptchaCheck =
  | {
      ok: true;
      /** Identifies the solved challenge: recorded so the same solution is accepted once. */
      replayKey: string;
      /** Until when the solution would be valid; the replay record may be dropped afterwards. */
      validUntil: Date;
    }
  | { ok: false; reason: 'expired' | 'invalid' | 'unavailable' };

export type Captcha = {
  provider: CaptchaProvider;
  /** Public key the widget needs (reCAPTCHA site key); ALTCHA needs none. */
  siteKey: string | undefined;
  /** A fresh challenge in the widget's format; ALTCHA only. */
  createChallenge(): Promise<Record<string, unknown>>;
  verify(solution: string, remoteIp: string): Promise<CaptchaCheck>;
};
