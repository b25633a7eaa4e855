/** The one error type services throw; its code decides the HTTP status in one place. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

/**
 * Codes for failures the web app tells apart (it switches on these, never on the words), each with its status. Every
 * error body carries its code beside the message: one of these, or the status's own (`NOT_FOUND`).
 */
export const REASON_STATUS = {
  /** The password breaks a rule of the password check (too common, the address itself). */
  PASSWORD_RULE: 400,
  CURRENT_PASSWORD_INCORRECT: 400,
  NEW_PASSWORD_SAME_AS_CURRENT: 400,
  /** The customer already asked for this booking (the body names the request). */
  DUPLICATE_REQUEST: 409,
  /** The browser has no push subscription saved for the account. */
  NO_PUSH_SUBSCRIPTION: 404,
  /** The account's email address cannot be changed through the profile. */
  EMAIL_READ_ONLY: 422,
  /** The request body or query failed validation (the body's `field` names the field, where known). */
  INVALID_FIELD: 400,
  /** The captcha answer was wrong, missing or its question expired. */
  CAPTCHA_FAILED: 400,
  /** A sensitive action outside the step-up window: confirm the password and retry (decision record 054). */
  REAUTH_REQUIRED: 403,
  /** POST /auth/confirm-password for an account without a password (social sign-in only). */
  NO_PASSWORD: 400,
} as const;

export type StatusCode = keyof typeof ERROR_STATUS;
export type AppErrorCode = StatusCode | keyof typeof REASON_STATUS;

const STATUS_OF: Record<AppErrorCode, number> = { ...ERROR_STATUS, ...REASON_STATUS };

/** The status's own code for a failure that has no reason of its own. */
export function codeOfStatus(status: number): StatusCode {
  const found = (Object.keys(ERROR_STATUS) as StatusCode[]).find((code) => ERROR_STATUS[code] === status);
  return found ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return STATUS_OF[this.code];
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', message, details);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);
