import type { FastifyInstance } from 'fastify';

/**
 * Keys a JSON body may not hold, at any depth. `toString` and `valueOf` shadow the methods every conversion of an
 * object to a string or a number calls: a body such as `{"email": {"length": {"toString": {}}}}` made a string
 * length check throw inside validation (a 500) instead of failing it. `__proto__` and `constructor.prototype` are
 * refused as Fastify's own parser refuses them (prototype poisoning).
 */
const REFUSED_KEYS = new Set(['__proto__', 'toString', 'valueOf']);

export const REFUSED_JSON_KEY_MESSAGE = (key: string) =>
  `The request body holds a key this API does not take: ${key}`;

/**
 * How deeply a JSON body may nest. The API's bodies nest a few levels; a body of thousands of levels would overflow the
 * stack of whatever walks it (a reviver, validation), a 500, so it is refused before it is parsed.
 */
export const JSON_MAX_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${JSON_MAX_DEPTH} levels of arrays and objects.`;

class RefusedBodyError extends Error {
  readonly statusCode = 400;
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const OPEN_OBJECT = 123;
const CLOSE_ARRAY = 93;
const CLOSE_OBJECT = 125;

/** Whether the arrays and objects of a JSON text nest deeper than `limit` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  // Each level takes at least one character.
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** The first refused key in a parsed body (at most JSON_MAX_DEPTH deep, so the walk is shallow), if any. */
function refusedKeyIn(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const deeper = refusedKeyIn(inner);
    if (deeper) return deeper;
    if (REFUSED_KEYS.has(key)) return key;
    if (
      key === 'constructor' &&
      inner !== null &&
      typeof inner === 'object' &&
      Object.hasOwn(inner, 'prototype')
    )
      return 'constructor.prototype';
  }
  return undefined;
}

/**
 * JSON.parse that refuses a body nested deeper than JSON_MAX_DEPTH and the keys above, each with a 400 saying why;
 * its SyntaxError stays the "Malformed JSON" answer. The depth is counted on the text before parsing, and the keys
 * are looked for in the parsed value (no reviver: JSON.parse is fastest without one).
 */
export function parseJsonBody(text: string): unknown {
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) throw new RefusedBodyError(JSON_TOO_DEEP_MESSAGE);
  const value: unknown = JSON.parse(text);
  const refused = refusedKeyIn(value);
  if (refused) throw new RefusedBodyError(REFUSED_JSON_KEY_MESSAGE(refused));
  return value;
}

/**
 * The app's JSON body parser in place of Fastify's: the same limits (the route's or the app's bodyLimit) and answers
 * for an empty or malformed body, and the refused keys above. Scopes that read a raw body (the payment webhooks)
 * register their own parser.
 */
export function useJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      const empty = Object.assign(new Error('empty JSON body'), {
        code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
        statusCode: 400,
      });
      done(empty, undefined);
      return;
    }
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
