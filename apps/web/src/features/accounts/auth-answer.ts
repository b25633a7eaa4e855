import type { TSessionUser } from '@cuepoint/domain/accounts/session-user';

/**
 * What sign-in, registration and the social callback answer (docs/product/accounts-and-sessions.md): the user at the
 * top level or under data, a message when the account's type differs from the one chosen, or success false with an
 * error.
 */
export type AuthAnswer = {
  success?: boolean;
  user?: TSessionUser;
  data?: { user?: TSessionUser };
  message?: string;
  error?: string;
  /** Social sign-up: the DJ the visitor was about to book, whose booking form comes next. */
  book_dj_id?: number | null;
};
