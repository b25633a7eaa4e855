import { LOGIN_FAILED, UNEXPECTED_ERROR } from '@cuepoint/domain/accounts/messages';
import { ApiError } from '../../../lib/api.ts';

/**
 * docs/product/accounts-and-sessions.md: the server's error or 'Login failed'; anything that is not an answer from the
 * server is unexpected.
 */
export function signInError(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.message || LOGIN_FAILED;
  return UNEXPECTED_ERROR;
}
