import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { captchaRedemptions } from '../../../db/schema/public-forms.ts';

/** Spent captcha tokens. The primary key makes "use once" hold across requests and server processes. */
export function createCaptchaStore(db: Db) {
  return {
    /** True when this call spent the token, false when it had been spent before. */
    async redeem(tokenId: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(captchaRedemptions)
        .values({ tokenId, expiresAt })
        .onConflictDoNothing()
        .returning({ tokenId: captchaRedemptions.tokenId });
      return rows.length === 1;
    },

    async pruneExpired(now: Date): Promise<void> {
      await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
    },
  };
}

export type CaptchaStore = ReturnType<typeof createCaptchaStore>;
