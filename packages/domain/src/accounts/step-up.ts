import { z } from 'zod';
import { MINUTE_MS } from '../time/durations.ts';
import { ZPassword } from './fields.ts';

/**
 * The step-up (docs/decisions/054-sessions-that-last-with-a-step-up.md): a sensitive action (a payout account, the
 * e-mail, deleting the account, billing details) needs the session's credential proved within this window: a sign-in,
 * or the password confirmed with POST /auth/confirm-password.
 */
export const STEP_UP_WINDOW_MS = 10 * MINUTE_MS;

/** The 403 code of a sensitive call made outside the window; the web asks for the password and retries. */
export const REAUTH_REQUIRED_CODE = 'REAUTH_REQUIRED';
export const REAUTH_REQUIRED = 'Please confirm your password to continue';
/** An account without a password (social sign-in only) proves itself by signing in again with its provider. */
export const REAUTH_BY_SIGN_IN =
  'Your account signs in without a password. Please sign out and sign in again to continue.';
export const PASSWORD_CONFIRMED = 'Password confirmed';

/** Whether a credential proved at `confirmedAt` still opens the window at `now`. */
export function withinStepUpWindow(confirmedAt: Date | null | undefined, now: Date): boolean {
  if (!confirmedAt) return false;
  return now.getTime() - confirmedAt.getTime() < STEP_UP_WINDOW_MS;
}

/** POST /auth/confirm-password. */
export const ZConfirmPasswordPayload = z.object({ password: ZPassword });
export type TConfirmPasswordPayload = z.output<typeof ZConfirmPasswordPayload>;
