import type { IncomingMessage } from 'node:http';

/** How long a client may take to finish sending a body that is refused anyway. */
const DRAIN_TIMEOUT_MS = 30_000;

/**
 * Reads and discards what is left of a refused request body, up to `cap` bytes. Answering while the client is still
 * sending and then closing makes it see a reset (EPIPE) instead of the answer; once the body has arrived the answer
 * is always read. Resolves true when the body ended, false when it is bigger than `cap`, broke off or took too long
 * (the connection is then closed after the answer).
 */
export function drainRequestBody(raw: IncomingMessage, cap: number): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > cap) return Promise.resolve(false);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFail);
      raw.off('close', onFail);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > cap) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), DRAIN_TIMEOUT_MS);
    timer.unref();
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onFail);
    raw.on('close', onFail);
    raw.resume();
  });
}
