import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, ZErrorBody } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { RouteAccess } from '../../../http/route-access.ts';
import { sameOriginRequired } from '../../../http/same-origin.ts';
import {
  BOOKING_API_MESSAGES,
  ZDuplicateRequestAnswer,
  ZPaymentAuthorizeAnswer,
} from '@cuepoint/domain/booking/request-api';

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

/** The answers of a new card authorization: the intent for the payment step (no envelope), or a booking error. */
export const authorizeAnswers = { 200: ZPaymentAuthorizeAnswer, ...bookingErrors };

/** A path's numeric id: a whole number in PostgreSQL's integer range. */
export const ZIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .min(1, 'id must be a whole number')
    .max(2_147_483_647, 'id must be a whole number'),
});

/** The answer of a report to Cuepoint's operators. */
export const ZReported = z.object({ reported: z.literal(true) });

/** A body with nothing to say: absent or `{}` (a client may send either). */
export const ZNoBody = z.strictObject({}).nullish();

/** The OpenAPI words of a signed-in booking route. */
export const bookingDocs = (tag: string, summary: string) => ({
  tags: [tag],
  summary,
  security: [{ bearer: [] }],
});

/** A booking route's answers: its data in the envelope (200, or 201 for `created`), or one of the booking errors. */
const answer = <D extends z.ZodType>(data: D) => ({ 200: envelope(data), ...bookingErrors });
const created = <D extends z.ZodType>(data: D) => ({ 201: envelope(data), ...bookingErrors });

type RouteSchema = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
};

/**
 * The options of the signed-in booking routes under one OpenAPI tag: `read(access, summary, schema)` for a GET and
 * `write(…)` for a change, which also refuses a cross-site caller; `answer(data)` and `created(data)` for the
 * response. The schema keeps its own types, so a handler reads its params, query and body typed.
 */
export function bookingRouteOptions(tag: string) {
  const read = <S extends RouteSchema>(access: RouteAccess, summary: string, schema: S) => ({
    config: { access },
    schema: { ...bookingDocs(tag, summary), ...schema },
  });
  const write = <S extends RouteSchema>(access: RouteAccess, summary: string, schema: S) => ({
    ...read(access, summary, schema),
    onRequest: sameOriginRequired,
  });
  return { read, write, answer, created };
}

/** An Idempotency-Key header: 1 to 255 visible ASCII characters; null when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(value))
    throw badRequest(BOOKING_API_MESSAGES.idempotencyKeyInvalid);
  return value;
}
