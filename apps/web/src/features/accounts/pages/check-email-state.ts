import type { TSessionUser } from '@cuepoint/domain/accounts/session-user';

/** Navigation state the sign-up hands to /check-email: the account just created (its session cookie is set). */
export type CheckEmailState = { registeredUser?: TSessionUser };
