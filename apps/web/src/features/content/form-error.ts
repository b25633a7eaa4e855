import { ApiError, hasErrorCode } from '../../lib/api.ts';

type Fallbacks = {
  /** Shown when the request never reached the server. */
  network: string;
  /** Shown when the server answered without an error text. */
  failed: string;
};

/**
 * The spec's error wording for the public forms (docs/product/content.md): the server's error text, else the form's own
 * failure text, and a network message when nothing came back.
 */
export function formErrorMessage(error: unknown, fallbacks: Fallbacks): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return fallbacks.network;
    const body = error.body;
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
      return body.error;
    }
    return error.message || fallbacks.failed;
  }
  return fallbacks.failed;
}

/** A refusal of the human check (a wrong, used or expired answer, or none): the form then asks a new question. */
export function refusesCaptcha(error: unknown): boolean {
  if (hasErrorCode(error, 'CAPTCHA_FAILED')) return true;
  return (
    hasErrorCode(error, 'INVALID_FIELD') && ['captcha', 'token'].includes((error as ApiError).field ?? '')
  );
}

/** Field errors from a zod result, first message per field, for the fields a form shows. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
