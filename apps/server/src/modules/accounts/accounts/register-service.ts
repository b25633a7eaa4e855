import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TRegisterPayload } from '@cuepoint/domain/accounts/register-payload';
import { EMAIL_ALREADY_REGISTERED, REMIX_HANDLE_TAKEN } from '@cuepoint/domain/accounts/messages';
import { normalizeEmail } from '@cuepoint/domain/accounts/fields';
import { conflict } from '../../../http/app-error.ts';
import { newAppId } from '../../../db/seed/factories.ts';
import type { AccountsContext } from './accounts-context.ts';
import { requireCaptcha } from './captcha-check.ts';
import { hashPassword } from './passwords.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { buildProfile, displayNameFor } from './account-profiles.ts';
import { uniqueDjSlug } from './dj-slug.ts';
import {
  findUserByEmail,
  insertAccount,
  isDjSlugTaken,
  isRemixHandleTaken,
  isUniqueViolation,
  violatedConstraint,
} from './user-store.ts';
import { sendVerificationEmail } from './email-links.ts';
import { bookableDjId } from './book-dj-after-sign-up.ts';
import { signInResponse } from './auth-response.ts';

/**
 * E-mail sign-up: CAPTCHA (once), unique address, argon2id hash, user + role profile in one transaction,
 * verification e-mail (leading on to the booking form of the DJ the visitor was about to book, dj_id), and a session
 * so the user is signed in on the check-email screen.
 */
export async function register(
  ctx: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: TRegisterPayload,
) {
  const app = request.server;
  const db = app.services.database.db;
  const now = app.services.clock.now();
  const email = normalizeEmail(payload.email);
  await ctx.limitIp('registerIp', request);
  // Before the CAPTCHA, so a refused password does not spend the solved challenge.
  await assertAcceptablePassword(payload.password, email);
  await requireCaptcha(ctx.captcha, db, payload.recaptcha_token, request.ip, now);
  // Counted only once the CAPTCHA passed: bogus attempts by others cannot block this address's sign-up.
  await ctx.limit('registerEmail', email);

  if (await findUserByEmail(db, email)) throw conflict(EMAIL_ALREADY_REGISTERED);
  if (
    payload.user_type === 'producer' &&
    payload.remix_handle &&
    (await isRemixHandleTaken(db, payload.remix_handle))
  ) {
    throw conflict(REMIX_HANDLE_TAKEN);
  }

  const fallbackName =
    [payload.first_name, payload.last_name].filter(Boolean).join(' ') || email.split('@')[0]!;
  const displayName = payload.display_name || displayNameFor(payload.user_type, payload, fallbackName);
  const djSlug =
    payload.user_type === 'dj'
      ? await uniqueDjSlug(payload.stage_name, (slug) => isDjSlugTaken(db, slug))
      : '';
  const profile = buildProfile(payload.user_type, payload, { displayName, djSlug });
  let user;
  try {
    user = await insertAccount(
      db,
      {
        email,
        passwordHash: await hashPassword(payload.password),
        userType: payload.user_type,
        displayName,
        firstName: payload.first_name ?? null,
        lastName: payload.last_name ?? null,
        country: payload.country ?? null,
        city: payload.city ?? null,
        timezone: payload.timezone ?? null,
        appId: newAppId(),
        createdAt: now,
        updatedAt: now,
      },
      profile,
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Lost a race with a concurrent sign-up for the same address or handle.
    throw conflict(
      violatedConstraint(error)?.includes('remix_handle') ? REMIX_HANDLE_TAKEN : EMAIL_ALREADY_REGISTERED,
    );
  }

  try {
    await sendVerificationEmail(app, user, await bookableDjId(db, payload.user_type, payload.dj_id));
  } catch (error) {
    // The account exists either way; the check-email screen offers a resend.
    request.log.error({ err: error }, 'verification mail failed');
  }
  reply.status(201);
  return signInResponse(request, reply, user);
}
