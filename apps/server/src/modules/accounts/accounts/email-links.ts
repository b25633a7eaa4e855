import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Services } from '../../../services.ts';
import { newToken, hashToken } from './tokens.ts';
import { insertEmailToken, lastEmailToken } from './email-token-store.ts';
import { passwordResetMail, verificationMail } from './account-mails.ts';
import type { UserRow } from './user-store.ts';

export const VERIFY_EMAIL_TTL_HOURS = 24;
export const RESET_PASSWORD_TTL_MINUTES = 60;

/** A verification link goes out at most this often unasked (a reminder, decision record 043). */
export const VERIFICATION_REMINDER_HOURS = 24;

function publicUrl(services: Services, path: string, token?: string): string {
  const url = new URL(path, services.config.PUBLIC_URL);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Issues a single-use verification link and mails it. Earlier links stay valid until they expire. `bookDjId` is the
 * DJ the visitor was about to book when signing up (checked by the caller); a link sent later (a resend, a reminder)
 * leads to the DJ the last one did.
 */
export async function sendVerificationEmail(
  app: FastifyInstance,
  user: UserRow,
  bookDjId?: number | null,
): Promise<void> {
  await mailVerificationLink(app.services, user, bookDjId);
}

/** The advisory lock namespace of an account's verification reminder (with the account's id as the second key). */
const VERIFICATION_REMINDER_LOCK = 730_220;

/**
 * A verification link for an account that has not verified and was sent none in the last
 * VERIFICATION_REMINDER_HOURS: what an unverified account gets instead of a notification's e-mail (decision record
 * 043), so someone who only forgot to click learns that something waits, and an address registered by someone else
 * gets no more than a link a day. Answers whether it sent one.
 */
export async function remindToVerify(
  services: Services,
  user: Pick<UserRow, 'id' | 'email' | 'displayName'>,
): Promise<boolean> {
  const since = new Date(services.clock.now().getTime() - VERIFICATION_REMINDER_HOURS * 3600_000);
  // The check and the new link under the account's lock: two server processes sending passes side by side
  // (a cluster) give the account one link, not one each.
  const token = await services.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${VERIFICATION_REMINDER_LOCK}::integer, ${user.id}::integer)`,
    );
    const last = await lastEmailToken(tx, user.id, 'verify_email');
    if (last && last.createdAt > since) return null;
    return issueVerificationLink(tx, services, user, last?.bookDjId ?? null);
  });
  if (token === null) return false;
  await mailLink(services, user, token);
  return true;
}

async function mailVerificationLink(
  services: Services,
  user: Pick<UserRow, 'id' | 'email' | 'displayName'>,
  bookDjId?: number | null,
): Promise<void> {
  const db = services.database.db;
  const leadsTo =
    bookDjId === undefined
      ? ((await lastEmailToken(db, user.id, 'verify_email'))?.bookDjId ?? null)
      : bookDjId;
  await mailLink(services, user, await issueVerificationLink(db, services, user, leadsTo));
}

/** Stores a new verification link's token (leading on to `bookDjId`) and answers the token to mail. */
async function issueVerificationLink(
  db: Db,
  services: Services,
  user: Pick<UserRow, 'id' | 'email'>,
  bookDjId: number | null,
): Promise<string> {
  const now = services.clock.now();
  const token = newToken();
  await insertEmailToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'verify_email',
    email: user.email,
    bookDjId,
    now,
    expiresAt: new Date(now.getTime() + VERIFY_EMAIL_TTL_HOURS * 3600_000),
  });
  return token;
}

async function mailLink(
  services: Services,
  user: Pick<UserRow, 'email' | 'displayName'>,
  token: string,
): Promise<void> {
  await services.mailer.send(
    verificationMail({
      to: user.email,
      name: user.displayName,
      url: publicUrl(services, '/verify-email', token),
      hours: VERIFY_EMAIL_TTL_HOURS,
    }),
  );
}

/**
 * Issues a single-use reset link and mails it. Earlier links stay valid until they expire or one of them is used
 * (a request made by someone else must not void the link the owner is about to open).
 */
export async function sendPasswordResetEmail(app: FastifyInstance, user: UserRow): Promise<void> {
  const { database, clock, mailer } = app.services;
  const now = clock.now();
  const token = newToken();
  await insertEmailToken(database.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'reset_password',
    email: user.email,
    now,
    expiresAt: new Date(now.getTime() + RESET_PASSWORD_TTL_MINUTES * 60_000),
  });
  await mailer.send(
    passwordResetMail({
      to: user.email,
      name: user.displayName,
      url: publicUrl(app.services, '/reset-password', token),
      minutes: RESET_PASSWORD_TTL_MINUTES,
    }),
  );
}

export function resetPasswordPageUrl(app: FastifyInstance): string {
  return publicUrl(app.services, '/reset-password');
}
