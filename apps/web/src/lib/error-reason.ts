import { ApiError } from './api.ts';

/**
 * Why a call failed, in the server's words; undefined when the server was not reached (the card then says the
 * spec's "Please try again" text) or gave no reason.
 */
export function errorReason(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.status === 0 ? undefined : error.message;
  return undefined;
}

/** True when the request never reached the server (offline, connection dropped). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
