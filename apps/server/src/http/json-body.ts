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

class RefusedKeyError extends Error {
  readonly statusCode = 400;
  constructor(key: string) {
    super(REFUSED_JSON_KEY_MESSAGE(key));
  }
}

/** JSON.parse that refuses the keys above; its SyntaxError stays the "Malformed JSON" answer. */
export function parseJsonBody(text: string): unknown {
  return JSON.parse(text, function reviver(this: unknown, key: string, value: unknown) {
    if (REFUSED_KEYS.has(key)) throw new RefusedKeyError(key);
    if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)
      throw new RefusedKeyError('constructor.prototype');
    return value;
  });
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
