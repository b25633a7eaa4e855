import type { FastifyReply } from 'fastify';

export type EventStream = {
  /**
   * One message: `id:`, `event:` and the JSON `data:`. Without an id (null) the browser's Last-Event-ID stays as it
   * was: for events a resumed stream need not replay.
   */
  send(event: string, id: number | null, data: unknown): void;
  /** A comment line (heartbeats): ignored by the browser, keeps proxies from closing an idle connection. */
  comment(text: string): void;
  end(): void;
  /**
   * Ends the stream because the server is going away: tells the browser to come back after `retryMs` (to another
   * process behind the balancer), where it resumes from its Last-Event-ID.
   */
  endForRestart(retryMs: number): void;
  readonly closed: boolean;
  onClose(callback: () => void): void;
};

/** A client that reads slower than this many bytes behind is dropped; it reconnects and replays what it missed. */
const MAX_BUFFERED_BYTES = 1_000_000;

/**
 * Takes the reply over for a server-sent event stream: the headers already set on the reply (security headers, the
 * request id, no-store) go out with the stream's own, and nothing is buffered or compressed on the way.
 */
export function openEventStream(reply: FastifyReply, options: { retryMs: number }): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value as string | number | string[];
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies pass each message on at once.
    'x-accel-buffering': 'no',
    'x-request-id': reply.request.id,
  });
  let closed = false;
  const callbacks: (() => void)[] = [];
  const finish = () => {
    if (closed) return;
    closed = true;
    for (const callback of callbacks.splice(0)) callback();
  };
  raw.on('close', finish);
  raw.on('error', finish);

  const write = (chunk: string) => {
    if (closed) return;
    raw.write(chunk);
    if (raw.writableLength > MAX_BUFFERED_BYTES) stream.end();
  };

  const stream: EventStream = {
    send(event, id, data) {
      const idLine = id === null ? '' : `id: ${id}\n`;
      write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      write(`: ${text.replace(/[\r\n]+/g, ' ')}\n\n`);
    },
    end() {
      if (closed) return;
      finish();
      raw.end();
    },
    endForRestart(retryMs) {
      write(`retry: ${Math.max(0, Math.round(retryMs))}\n: server restarting, reconnect\n\n`);
      stream.end();
    },
    get closed() {
      return closed;
    },
    onClose(callback) {
      if (closed) callback();
      else callbacks.push(callback);
    },
  };
  write(`retry: ${options.retryMs}\n\n`);
  return stream;
}
