import { LOGIN_FAILED, UNEXPECTED_ERROR } from '@cuepoint/domain/accounts/messages';
import { ApiError } from '../../../lib/api.ts';

/** 1-foundation §8: the server's error or 'Login failed'; anything that is not an answer from the server is unexpected. */
export function signInError(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.message || LOGIN_FAILED;
  return UNEXPECTED_ERROR;
}
