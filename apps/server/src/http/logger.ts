import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.ts';
import { redactLogFields, serializeError, serializeRequest } from './log-redaction.ts';

/** A request id a client or proxy may choose: a UUID or 8 to 64 letters, digits, dots, underscores, hyphens. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** The caller's `x-request-id` when it is well-formed (so a proxy's id follows the request), a new UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : crypto.randomUUID();
}

export type LogOutput = {
  /** Where log lines go; stdout when absent. Tests pass a stream to read them. */
  stream?: DestinationStream | undefined;
  /** A person watching a terminal: readable lines, and only warnings and errors unless LOG_LEVEL says otherwise. */
  terminal?: boolean | undefined;
};

/**
 * The server's logger: JSON lines (one per request at info) for log collectors, or, on a terminal, pino-pretty
 * lines at `warn` by default. LOG_LEVEL, when set, rules either way.
 */
export async function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  output: LogOutput = {},
): Promise<FastifyServerOptions['logger']> {
  if (config.LOG_LEVEL === 'silent') return false;
  const terminal = output.terminal ?? (output.stream === undefined && process.stdout.isTTY === true);
  const stream = output.stream ?? (terminal ? await prettyStream() : undefined);
  return {
    level: config.LOG_LEVEL ?? (terminal ? 'warn' : 'info'),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: serializeRequest, err: serializeError },
    formatters: { log: redactLogFields },
    ...(stream ? { stream } : {}),
  };
}

async function prettyStream(): Promise<DestinationStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' });
}
