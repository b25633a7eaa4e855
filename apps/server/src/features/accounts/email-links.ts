import type { FastifyInstance } from 'fastify';
import { newToken, hashToken } from './tokens.ts';
import { insertEmailToken } from './email-token-store.ts';
import { passwordResetMail, verificationMail } from './account-mails.ts';
import type { UserRow } from './user-store.ts';

export const VERIFY_EMAIL_TTL_HOURS = 24;
export const RESET_PASSWORD_TTL_MINUTES = 60;

function publicUrl(app: FastifyInstance, path: string, token?: string): string {
  const url = new URL(path, app.services.config.PUBLIC_URL);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/** Issues a single-use verification link and mails it. Earlier links stay valid until they expire. */
export async function sendVerificationEmail(app: FastifyInstance, user: UserRow): Promise<void> {
  const { database, clock, mailer } = app.services;
  const now = clock.now();
  const token = newToken();
  await insertEmailToken(database.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'verify_email',
    email: user.email,
    now,
    expiresAt: new Date(now.getTime() + VERIFY_EMAIL_TTL_HOURS * 3600_000),
  });
  await mailer.send(
    verificationMail({
      to: user.email,
      name: user.displayName,
      url: publicUrl(app, '/verify-email', token),
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
      url: publicUrl(app, '/reset-password', token),
      minutes: RESET_PASSWORD_TTL_MINUTES,
    }),
  );
}

export function resetPasswordPageUrl(app: FastifyInstance): string {
  return publicUrl(app, '/reset-password');
}
