import type { ZodError } from 'zod';
import { ApiError } from '../../../lib/api.ts';

/** The first message of each field of a zod error ("hourly_rate" → "Please enter a valid offer amount"). */
export function fieldErrors(error: ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'form';
    found[key] ??= issue.message;
  }
  return found;
}

/** Why a call failed, for the dialog that made it: the server's words, or that it could not be reached. */
export function callFailure(error: unknown): string {
  if (error instanceof ApiError)
    return error.status === 0 ? 'The server could not be reached. Please try again.' : error.message;
  return 'Something went wrong. Please try again.';
}
