import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  isDefaultMessage,
  validationMessage,
  type TValidationIssue,
} from '@cuepoint/domain/text/validation-messages';
import { AppError, codeOfStatus } from './app-error.ts';
import { fail } from './envelope.ts';
import { RATE_LIMIT_MESSAGE } from './rate-limit.ts';
import { drainRequestBody } from './drain-body.ts';
import { isUnavailableError, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable.ts';

/** What the multipart parser (busboy) throws for a form body cut off or without its boundary: bad input. */
const MALFORMED_FORM =
  /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required)$/;
export const MALFORMED_FORM_MESSAGE = 'The form data is incomplete or malformed. Please send the form again.';

/** An oversized body is read (and dropped) up to 16 MB or four times the body limit before the 413 goes out. */
const DRAIN_CAP_BYTES = 16 * 1024 * 1024;

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first) return 'Invalid request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? '';
  // The library's own messages become the API's words, naming the field and the values or bounds it takes.
  if (isDefaultMessage(message)) {
    const issue = { ...(first.params as Omit<TValidationIssue, 'code' | 'message'>), code: first.keyword };
    return validationMessage(field, issue);
  }
  // Messages from the domain schemas are full sentences (the spec's texts) or name their field; keep them as they are.
  if (/^[A-Z]/.test(message) || !field || message.startsWith(`${field} `)) return message;
  return `${field} ${message}`;
}

/** The field a validation failure names (`country`, `profile.city`), for the web to put the message beside it. */
function fieldOf(error: FastifyError): { field: string } | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const field = error.validation[0]?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field ? { field } : undefined;
}

/** Maps every failure to the envelope with an honest status; bad input is never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  const drainCap = Math.max(DRAIN_CAP_BYTES, 4 * (app.initialConfig.bodyLimit ?? 0));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if ((error.code === 'RATE_LIMITED' || error.code === 'UNAVAILABLE') && error.details?.['retryAfter']) {
        reply.header('Retry-After', String(error.details['retryAfter']));
      }
      const fields = error.details?.['fields'];
      // An answer's own fields beside the message (a duplicate request's existing_request_id).
      const body = error.details?.['body'] as Record<string, unknown> | undefined;
      return reply
        .status(error.status)
        .send(
          fail(
            error.code,
            error.message,
            fields || body ? { ...body, ...(fields ? { fields } : {}) } : undefined,
          ),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(fail('INVALID_FIELD', describeValidation(error), fieldOf(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(fail('INTERNAL', 'Internal server error'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const message = (error as { error?: unknown }).error;
      return reply
        .status(429)
        .send(fail('RATE_LIMITED', typeof message === 'string' ? message : RATE_LIMIT_MESSAGE));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError') {
      return reply.status(400).send(fail('BAD_REQUEST', 'Malformed JSON in request body'));
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(400)
        .send(fail('BAD_REQUEST', "Body cannot be empty when content-type is set to 'application/json'"));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      // The rest of the body is read first: a client still sending would see the connection reset, not this answer.
      return drainRequestBody(request.raw, drainCap).then((drained) => {
        if (drained) reply.removeHeader('connection');
        return reply.status(413).send(fail('PAYLOAD_TOO_LARGE', 'Request body is too large'));
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.status(415).send(fail('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'));
    }
    if (status >= 400 && status < 500)
      return reply.status(status).send(fail(codeOfStatus(status), error.message));
    if (MALFORMED_FORM.test(error.message))
      return reply.status(400).send(fail('BAD_REQUEST', MALFORMED_FORM_MESSAGE));
    if (isUnavailableError(error)) {
      // The database is out of reach (stopped, restarting, a timeout): the client may try again shortly.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(fail('UNAVAILABLE', UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('INTERNAL', `Internal server error (request ${request.id})`));
  });
}
