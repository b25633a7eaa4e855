import type { FastifyRequest } from 'fastify';
import { pino } from 'pino';

/**
 * What logs must never hold: secrets travelling in URLs (e-mail links, social sign-in callbacks) and the values a
 * database query was run with (a password hash, an address, whatever a client sent). One place decides both.
 */

/** Query parameters whose values are secrets or personal data; their values are logged as [redacted]. */
export const SECRET_QUERY_PARAMETERS = [
  'token',
  'code',
  'state',
  'registration_id',
  'access_token',
  'refresh_token',
  'id_token',
  'key',
  'secret',
  'signature',
  'password',
  'email',
  'client_secret',
  'payment_intent_client_secret',
  'setup_intent_client_secret',
];

const REDACTED = '[redacted]';
const SECRET_NAMES = new Set(SECRET_QUERY_PARAMETERS);

/** Paths that carry a secret: a private calendar feed's token. */
const SECRET_PATHS = /(\/calendar\/)[^/?]+(\.ics)/;

/** `/reset-password?token=abc&x=1` → `/reset-password?token=[redacted]&x=1`; anything unparsable keeps its path only. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATHS, `$1${REDACTED}$2`);
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals === -1 ? part : part.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' ')).toLowerCase();
      } catch {
        return `${REDACTED}`;
      }
      return SECRET_NAMES.has(name) && equals !== -1 ? `${rawName}=${REDACTED}` : part;
    });
  return `${path}?${parts.join('&')}`;
}

/** Fastify's request serializer with the URL's secrets taken out. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Keys of database errors (pg, PGlite, drizzle) that carry the values a query ran with or the row it touched. */
const VALUE_KEYS = ['params', 'parameters', 'queryOptions', 'detail', 'where'];

/** Drizzle puts the parameters into its message ("Failed query: …\nparams: …"); PostgreSQL quotes a bad value. */
function redactMessage(message: string): string {
  const paramsAt = message.indexOf('\nparams:');
  const withoutParams = paramsAt === -1 ? message : `${message.slice(0, paramsAt)}\nparams: ${REDACTED}`;
  return withoutParams.replace(
    /(invalid input syntax for type [\w ]+|invalid input value for enum \w+|malformed [\w ]+ literal): ".*"/gs,
    `$1: "${REDACTED}"`,
  );
}

function causesOf(error: Error): Error[] {
  const chain: Error[] = [];
  let current: unknown = error;
  while (current instanceof Error && !chain.includes(current) && chain.length < 10) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function redactStack(error: Error): string | undefined {
  if (!error.stack) return undefined;
  return error.stack.includes(error.message)
    ? error.stack.replace(error.message, redactMessage(error.message))
    : redactMessage(error.stack);
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's error serializer, with query parameters and values taken out of every error in the cause chain. */
export function serializeError(error: Error): SerializedError {
  const serialized = { ...pino.stdSerializers.err(error) } as SerializedError;
  const chain = causesOf(error);
  serialized.message = chain.map((item) => redactMessage(item.message)).join(': ');
  serialized.stack = chain.map(redactStack).filter(Boolean).join('\ncaused by: ');
  for (const key of VALUE_KEYS) delete serialized[key];
  const cause = chain[1];
  if (cause) {
    serialized['cause'] = Object.fromEntries(
      Object.entries(cause).filter(
        ([key, value]) => !VALUE_KEYS.includes(key) && (typeof value !== 'object' || value === null),
      ),
    );
  }
  return serialized;
}

/** Any `url` a log line carries besides the request's own (e.g. a page that failed to render). */
export function redactLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  return typeof fields['url'] === 'string' ? { ...fields, url: redactUrl(fields['url']) } : fields;
}
