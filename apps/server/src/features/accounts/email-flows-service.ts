import type { FastifyRequest } from 'fastify';
import { normalizeEmail } from '@cuepoint/domain/accounts/fields';
import {
  EMAIL_VERIFIED,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  RESEND_SUCCESS,
  RESET_TOKEN_INVALID,
  VERIFICATION_FAILED,
} from '@cuepoint/domain/accounts/messages';
import { badRequest } from '../../http/app-error.ts';
import type { AccountsContext } from './accounts-context.ts';
import { hashToken, looksLikeToken } from './tokens.ts';
import { consumeEmailToken, voidEmailTokens } from './email-token-store.ts';
import { findUserByEmail, findUserById, markEmailVerified, setPasswordHash } from './user-store.ts';
import { sendPasswordResetEmail, sendVerificationEmail } from './email-links.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './session-store.ts';

/** Thrown for any bad, expired or spent verification token; the route adds data.error for the spec's client. */
export class VerificationError extends Error {
  override name = 'VerificationError';
}

/** POST /auth/verify-email: spends the token and marks the address verified. */
export async function verifyEmail(ctx: AccountsContext, request: FastifyRequest, token: string) {
  await ctx.limitIp('verifyIp', request);
  const { database, clock } = request.server.services;
  const now = clock.now();
  if (!looksLikeToken(token)) throw new VerificationError(VERIFICATION_FAILED);
  const row = await consumeEmailToken(database.db, hashToken(token), 'verify_email', now);
  if (!row) throw new VerificationError(VERIFICATION_FAILED);
  const user = await findUserById(database.db, row.userId);
  if (!user || !(await markEmailVerified(database.db, user.id, row.email, now))) {
    throw new VerificationError(VERIFICATION_FAILED);
  }
  return {
    success: true as const,
    message: EMAIL_VERIFIED,
    data: { user_type: user.userType, email: user.email, email_verified: true as const },
  };
}

/** POST /auth/resend-verification: the same answer whether or not the address has an unverified account. */
export async function resendVerification(ctx: AccountsContext, request: FastifyRequest, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  await ctx.limitIp('resendIp', request);
  await ctx.limit('resendEmail', email);
  const app = request.server;
  const user = await findUserByEmail(app.services.database.db, email);
  if (user && !user.emailVerifiedAt) ctx.background.run(() => sendVerificationEmail(app, user));
  return { success: true as const, message: RESEND_SUCCESS };
}

/** POST /auth/forgot-password: the same answer, after the same work, whether or not the address exists. */
export async function forgotPassword(ctx: AccountsContext, request: FastifyRequest, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  await ctx.limitIp('forgotIp', request);
  await ctx.limit('forgotEmail', email);
  const app = request.server;
  const user = await findUserByEmail(app.services.database.db, email);
  if (user) ctx.background.run(() => sendPasswordResetEmail(app, user));
  return { success: true as const, message: FORGOT_PASSWORD_SENT };
}

/** POST /auth/reset-password: spends the link, sets the password, signs out every session. */
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
  const row = await consumeEmailToken(database.db, hashToken(token), 'reset_password', now);
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
