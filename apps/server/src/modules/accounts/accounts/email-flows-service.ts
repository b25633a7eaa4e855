import type { FastifyRequest } from 'fastify';
import { normalizeEmail } from '@cuepoint/domain/accounts/fields';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  RESEND_COOLDOWN_SECONDS,
  RESEND_SUCCESS,
  RESET_LINK_WORKS,
  RESET_TOKEN_INVALID,
  VERIFICATION_FAILED,
  resendCooldownMessage,
} from '@cuepoint/domain/accounts/messages';
import { AppError, badRequest } from '../../../http/app-error.ts';
import { optionalUser } from '../../../http/auth-guard.ts';
import type { Db } from '../../../db/client.ts';
import type { AccountsContext } from './accounts-context.ts';
import { hashToken, looksLikeToken } from './tokens.ts';
import {
  consumeEmailToken,
  findEmailToken,
  voidEmailTokens,
  type EmailTokenRow,
} from './email-token-store.ts';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPasswordHash,
  type UserRow,
} from './user-store.ts';
import { sendPasswordResetEmail, sendVerificationEmail } from './email-links.ts';
import { hashPassword } from './passwords.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { revokeUserSessions } from './session-store.ts';
import { djVerified } from './account-hooks.ts';

/** Thrown for any bad, expired or spent verification token; the route adds data.error for the spec's client. */
export class VerificationError extends Error {
  override name = 'VerificationError';
}

function verifiedAnswer(
  user: Pick<UserRow, 'userType' | 'email'>,
  already: boolean,
  link: Pick<EmailTokenRow, 'bookDjId'>,
) {
  return {
    success: true as const,
    message: already ? EMAIL_ALREADY_VERIFIED : EMAIL_VERIFIED,
    data: {
      user_type: user.userType,
      email: user.email,
      email_verified: true as const,
      already_verified: already,
      book_dj_id: link.bookDjId,
    },
  };
}

/** A spent or voided link of an account whose address is verified (by it or a sibling link): "already verified". */
async function alreadyVerifiedUser(db: Db, tokenHash: string) {
  const row = await findEmailToken(db, tokenHash, 'verify_email');
  if (!row) return undefined;
  const user = await findUserById(db, row.userId);
  if (!user?.emailVerifiedAt || normalizeEmail(user.email) !== normalizeEmail(row.email)) return undefined;
  return { user, row };
}

/**
 * POST /auth/verify-email: spends the token and marks the address verified. Every session made before the address
 * was proven is revoked (whoever registered someone else's address loses it), except the session of the browser
 * that opened the link, which belongs to the inbox's owner.
 */
export async function verifyEmail(ctx: AccountsContext, request: FastifyRequest, token: string) {
  await ctx.limitIp('verifyIp', request);
  const { database, clock } = request.server.services;
  const db = database.db;
  const now = clock.now();
  if (!looksLikeToken(token)) throw new VerificationError(VERIFICATION_FAILED);
  const tokenHash = hashToken(token);
  const row = await consumeEmailToken(db, tokenHash, 'verify_email', now);
  if (!row) {
    const verified = await alreadyVerifiedUser(db, tokenHash);
    if (verified) return verifiedAnswer(verified.user, true, verified.row);
    throw new VerificationError(VERIFICATION_FAILED);
  }
  const user = await findUserById(db, row.userId);
  if (!user) throw new VerificationError(VERIFICATION_FAILED);
  if (user.emailVerifiedAt && normalizeEmail(user.email) === normalizeEmail(row.email)) {
    return verifiedAnswer(user, true, row);
  }
  if (!(await markEmailVerified(db, user.id, row.email, now)))
    throw new VerificationError(VERIFICATION_FAILED);
  const current = await optionalUser(request);
  await revokeUserSessions(db, user.id, now, current?.id === user.id ? current.sessionId : undefined);
  // A DJ can answer requests from now on: open requests that match reach them (decision records 043, 045).
  if (user.userType === 'dj') await djVerified(request.server.services, request.log, user.id);
  return verifiedAnswer(user, false, row);
}

/**
 * POST /auth/resend-verification: the same answer whether or not the address has an unverified account. One mail a
 * minute per address (429 with the wait), and over the hourly ceiling the answer stays the same but no mail goes.
 */
export async function resendVerification(ctx: AccountsContext, request: FastifyRequest, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  await ctx.limitIp('resendIp', request);
  await ctx.limitPair('resendPair', email, request);
  try {
    await ctx.limiter.hit(`resendCooldown:${email}`, { max: 1, windowMs: RESEND_COOLDOWN_SECONDS * 1000 });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    const retryAfter = Number(error.details?.['retryAfter'] ?? RESEND_COOLDOWN_SECONDS);
    throw new AppError('RATE_LIMITED', resendCooldownMessage(retryAfter), { retryAfter });
  }
  const app = request.server;
  const mayMail = await ctx.allows('resendEmail', email);
  const user = await findUserByEmail(app.services.database.db, email);
  if (mayMail && user && !user.emailVerifiedAt) ctx.background.run(() => sendVerificationEmail(app, user));
  return { success: true as const, message: RESEND_SUCCESS };
}

/**
 * POST /auth/forgot-password: the same answer, after the same work, whether or not the address exists. Earlier
 * links stay valid; the 429 counts per address and source together, so nobody else can lock the owner out, and the
 * per-address ceiling only stops the mail.
 */
export async function forgotPassword(ctx: AccountsContext, request: FastifyRequest, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  await ctx.limitIp('forgotIp', request);
  await ctx.limitPair('forgotPair', email, request);
  const app = request.server;
  const mayMail = await ctx.allows('forgotEmail', email);
  const user = await findUserByEmail(app.services.database.db, email);
  if (mayMail && user) ctx.background.run(() => sendPasswordResetEmail(app, user));
  return { success: true as const, message: FORGOT_PASSWORD_SENT };
}

/** POST /auth/reset-password: checks the new password, spends the link, sets the password, signs out every session. */
/**
 * Whether a reset link still works (its page says so before asking for a new password): unknown, used or expired
 * answer RESET_TOKEN_INVALID as the reset itself would. Limited per IP as the reset is; spends nothing.
 */
export async function checkResetToken(ctx: AccountsContext, request: FastifyRequest, token: string) {
  await ctx.limitIp('resetIp', request);
  const { database, clock } = request.server.services;
  if (!looksLikeToken(token)) throw badRequest(RESET_TOKEN_INVALID);
  const pending = await findEmailToken(database.db, hashToken(token), 'reset_password');
  if (!pending || pending.usedAt || pending.expiresAt <= clock.now()) throw badRequest(RESET_TOKEN_INVALID);
  return { success: true as const, message: RESET_LINK_WORKS };
}

export async function resetPassword(
  ctx: AccountsContext,
  request: FastifyRequest,
  token: string,
  password: string,
) {
  await ctx.limitIp('resetIp', request);
  const { database, clock } = request.server.services;
  const now = clock.now();
  if (!looksLikeToken(token)) throw badRequest(RESET_TOKEN_INVALID);
  const tokenHash = hashToken(token);
  // The password is checked before the link is spent, so a refused password leaves the link usable.
  const pending = await findEmailToken(database.db, tokenHash, 'reset_password');
  if (!pending || pending.usedAt || pending.expiresAt <= now) throw badRequest(RESET_TOKEN_INVALID);
  await assertAcceptablePassword(password, pending.email);
  const row = await consumeEmailToken(database.db, tokenHash, 'reset_password', now);
  if (!row) throw badRequest(RESET_TOKEN_INVALID);
  const user = await findUserById(database.db, row.userId);
  if (!user) throw badRequest(RESET_TOKEN_INVALID);
  await setPasswordHash(database.db, user.id, await hashPassword(password), now);
  await voidEmailTokens(database.db, user.id, 'reset_password', now);
  await revokeUserSessions(database.db, user.id, now);
  // Following the link proved control of the inbox.
  if (!user.emailVerifiedAt) await markEmailVerified(database.db, user.id, row.email, now);
  return { success: true as const, message: PASSWORD_RESET_DONE };
}
