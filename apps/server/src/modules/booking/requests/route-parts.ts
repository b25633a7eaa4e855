import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZErrorBody } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/app-error.ts';
import { BOOKING_API_MESSAGES, ZDuplicateRequestAnswer } from '@cuepoint/domain/booking/request-api';

/** The error answers of the booking routes (every one `{ success: false, error }`; a duplicate's 409 names the request). */
export const bookingErrors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZDuplicateRequestAnswer,
  422: ZErrorBody,
  503: ZErrorBody,
};

/** A path's numeric id: a whole number in PostgreSQL's integer range. */
export const ZIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .min(1, 'id must be a whole number')
    .max(2_147_483_647, 'id must be a whole number'),
});

/** A body with nothing to say: absent or `{}` (a client may send either). */
export const ZNoBody = z.strictObject({}).nullish();

/** The OpenAPI words of a signed-in booking route. */
export const bookingDocs = (tag: string, summary: string) => ({
  tags: [tag],
  summary,
  security: [{ bearer: [] }],
});

/** An Idempotency-Key header: 1 to 255 visible ASCII characters; null when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(value))
    throw badRequest(BOOKING_API_MESSAGES.idempotencyKeyInvalid);
  return value;
}
