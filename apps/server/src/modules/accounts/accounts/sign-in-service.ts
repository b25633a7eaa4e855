import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TChangePasswordPayload, TLoginPayload } from '@cuepoint/domain/accounts/auth-payloads';
import { normalizeEmail } from '@cuepoint/domain/accounts/fields';
import { userTypeLabel } from '@cuepoint/domain/accounts/user-types';
import {
  CURRENT_PASSWORD_INCORRECT,
  INVALID_CREDENTIALS,
  NEW_PASSWORD_SAME_AS_CURRENT,
  PASSWORD_CHANGED,
  SOCIAL_ONLY_ACCOUNT,
  typeMismatchMessage,
} from '@cuepoint/domain/accounts/messages';
import { AppError, badRequest, forbidden, unauthorized } from '../../../http/app-error.ts';
import { forgetUser, optionalUser, userOf } from '../../../http/auth-guard.ts';
import type { AccountsContext } from './accounts-context.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { findUserByEmail, setPasswordHash, type UserRow } from './user-store.ts';
import { endSession } from './session-service.ts';
import { confirmSessionCredential, revokeUserSessions } from './session-store.ts';
import { signInResponse } from './auth-response.ts';
import { passwordChangedMail } from './account-mails.ts';
import { resetPasswordPageUrl } from './email-links.ts';
import { ADMIN_MESSAGES } from '@cuepoint/domain/trust/admin';
import { isSuspended } from './suspension-sql.ts';
import {
  PASSWORD_CONFIRMED,
  REAUTH_BY_SIGN_IN,
  type TConfirmPasswordPayload,
} from '@cuepoint/domain/accounts/step-up';

/**
 * docs/product/accounts-and-sessions.md: signing in with another type than the account's own signs in as the real type,
 * with a message.
 */
export function mismatchMessage(chosen: string | null | undefined, user: UserRow): string | undefined {
  return chosen && chosen !== user.userType ? typeMismatchMessage(userTypeLabel(user.userType)) : undefined;
}

/**
 * E-mail sign-in. Unknown address, social-only account and wrong password all answer the same 401 after the same
 * argon2 work, so neither the text nor the timing tells whether an account exists.
 */
export async function login(
  ctx: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: TLoginPayload,
) {
  const email = normalizeEmail(payload.email);
  await ctx.limitIp('loginIp', request);
  await ctx.limitPair('loginPair', email, request);
  await ctx.limit('loginEmail', email);
  const user = await findUserByEmail(request.server.services.database.db, email);
  const valid = await checkPassword(user?.passwordHash, payload.password);
  if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
  // Only the right password learns that the account is suspended (decision record 034).
  if (await isSuspended(request.server.services.database.db, user.id))
    throw forbidden(ADMIN_MESSAGES.suspended);
  await ctx.limiter.reset(`loginPair:${email}|${request.ip}`);
  forgetUser(request);
  return signInResponse(request, reply, user, mismatchMessage(payload.user_type, user));
}

/** Ends the current session server-side; succeeds for visitors too, so a stale client can always sign out. */
export async function logout(request: FastifyRequest, reply: FastifyReply) {
  const user = await optionalUser(request);
  await endSession(request, reply, user?.sessionId);
  forgetUser(request);
}

/** Rotates the session: the presented token is revoked and a new one issued, ending when the old one would have. */
export async function refresh(request: FastifyRequest, reply: FastifyReply) {
  const user = userOf(request);
  await endSession(request, reply, user.sessionId);
  forgetUser(request);
  return signInResponse(request, reply, user.row, undefined, {
    signedInAt: user.sessionSignedInAt,
    credentialConfirmedAt: user.credentialConfirmedAt,
  });
}

/** Changes the password of the signed-in user, signs out their other sessions and tells them by e-mail. */
export async function changePassword(
  ctx: AccountsContext,
  request: FastifyRequest,
  payload: TChangePasswordPayload,
) {
  const user = userOf(request);
  await ctx.limit('changePasswordUser', user.id);
  const { database, clock, mailer } = request.server.services;
  if (!user.row.passwordHash) throw badRequest(SOCIAL_ONLY_ACCOUNT);
  if (!(await checkPassword(user.row.passwordHash, payload.current_password)))
    throw new AppError('CURRENT_PASSWORD_INCORRECT', CURRENT_PASSWORD_INCORRECT);
  if (payload.new_password === payload.current_password)
    throw new AppError('NEW_PASSWORD_SAME_AS_CURRENT', NEW_PASSWORD_SAME_AS_CURRENT);
  await assertAcceptablePassword(payload.new_password, user.email);
  const now = clock.now();
  await setPasswordHash(database.db, user.id, await hashPassword(payload.new_password), now);
  await revokeUserSessions(database.db, user.id, now, user.sessionId);
  ctx.background.run(() =>
    mailer.send(
      passwordChangedMail({
        to: user.email,
        name: user.displayName,
        resetUrl: resetPasswordPageUrl(request.server),
      }),
    ),
  );
  return { success: true as const, message: PASSWORD_CHANGED };
}

/**
 * The step-up (decision record 054): the signed-in account's password, proved again, opens the 10-minute window of the
 * sensitive actions for this session. Limited like sign-in (per source, and per account across its sessions); a
 * wrong password is a 401 as at sign-in, and an account without a password is told to sign in again instead.
 */
export async function confirmPassword(
  ctx: AccountsContext,
  request: FastifyRequest,
  payload: TConfirmPasswordPayload,
) {
  const user = userOf(request);
  await ctx.limitIp('loginIp', request);
  await ctx.limit('confirmPasswordUser', user.id);
  if (!user.row.passwordHash) throw new AppError('NO_PASSWORD', REAUTH_BY_SIGN_IN);
  if (!(await checkPassword(user.row.passwordHash, payload.password)))
    throw new AppError('CURRENT_PASSWORD_INCORRECT', CURRENT_PASSWORD_INCORRECT);
  const { database, clock } = request.server.services;
  await confirmSessionCredential(database.db, user.sessionId, clock.now());
  await ctx.limiter.reset(`confirmPasswordUser:${user.id}`);
  return { success: true as const, message: PASSWORD_CONFIRMED };
}
