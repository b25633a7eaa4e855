import { lt } from 'drizzle-orm';
import { CAPTCHA_ERROR, CAPTCHA_EXPIRED, CAPTCHA_REQUIRED } from '@cuepoint/domain/accounts/messages';
import type { Db } from '../../../db/client.ts';
import { captchaSolutions } from '../../../db/schema/accounts.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import type { Captcha } from '../../../adapters/captcha/captcha.ts';
import { hashToken } from './tokens.ts';

/** Records a solution as spent; false when it was spent before. Expired records are swept on the way. */
async function spend(
  db: Db,
  replayKey: string,
  provider: string,
  validUntil: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
  const rows = await db
    .insert(captchaSolutions)
    .values({ solutionHash: hashToken(replayKey), provider, createdAt: now, expiresAt: validUntil })
    .onConflictDoNothing()
    .returning({ solutionHash: captchaSolutions.solutionHash });
  return rows.length > 0;
}

/** Accepts a CAPTCHA solution once, or throws with the spec's CAPTCHA message. */
export async function requireCaptcha(
  captcha: Captcha,
  db: Db,
  solution: string | undefined,
  remoteIp: string,
  now: Date,
): Promise<void> {
  if (!solution) throw badRequest(CAPTCHA_REQUIRED);
  const check = await captcha.verify(solution, remoteIp);
  if (!check.ok) {
    if (check.reason === 'expired') throw badRequest(CAPTCHA_EXPIRED);
    if (check.reason === 'unavailable') throw new AppError('UNAVAILABLE', CAPTCHA_ERROR);
    throw badRequest(CAPTCHA_ERROR);
  }
  // Keep the record at least a minute past now so a solution whose challenge just expired still counts as spent.
  const keepUntil = new Date(Math.max(check.validUntil.getTime(), now.getTime() + 60_000));
  if (!(await spend(db, check.replayKey, captcha.provider, keepUntil, now))) throw badRequest(CAPTCHA_ERROR);
}
