import http from 'node:http';

export type SseMessage = { id?: string; event: string; data: string; comments: string[] };

export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next message (waits for it); rejects when the stream ends first. */
  next(): Promise<SseMessage>;
  /** The next message of this event type, skipping others. */
  nextOf(event: string): Promise<SseMessage>;
  /** The next comment line (a heartbeat). */
  nextComment(): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** A test's server-sent events reader over a real HTTP connection (inject cannot stream). */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const queue: SseMessage[] = [];
      const waiting: { resolve(m: SseMessage): void; reject(e: Error): void }[] = [];
      let buffer = '';
      let done = false;
      let endResolve: () => void = () => {};
      const ended = new Promise<void>((r) => (endResolve = r));
      let comments: string[] = [];
      const commentWaiters: ((text: string) => void)[] = [];
      const deliver = (message: SseMessage) => {
        const waiter = waiting.shift();
        if (waiter) waiter.resolve(message);
        else queue.push(message);
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: SseMessage = { event: 'message', data: '', comments: [] };
          let hasField = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              const text = line.slice(1).trim();
              const waiter = commentWaiters.shift();
              if (waiter) waiter(text);
              else comments.push(text);
              continue;
            }
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') message.id = value;
            else if (field === 'event') message.event = value;
            else if (field === 'data') message.data = message.data ? `${message.data}\n${value}` : value;
            else continue;
            hasField = true;
          }
          if (hasField && message.data !== '') {
            message.comments = comments;
            comments = [];
            deliver(message);
          }
        }
      });
      const finish = () => {
        if (done) return;
        done = true;
        for (const waiter of waiting.splice(0)) waiter.reject(new Error('stream ended'));
        endResolve();
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
      const client: SseClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        next() {
          const queued = queue.shift();
          if (queued) return Promise.resolve(queued);
          if (done) return Promise.reject(new Error('stream ended'));
          return new Promise((res, rej) => waiting.push({ resolve: res, reject: rej }));
        },
        async nextOf(event) {
          for (;;) {
            const message = await client.next();
            if (message.event === event) return message;
          }
        },
        nextComment() {
          const queued = comments.shift();
          if (queued !== undefined) return Promise.resolve(queued);
          return new Promise((res) => commentWaiters.push(res));
        },
        ended,
        close() {
          request.destroy();
          response.destroy();
        },
      };
      resolve(client);
    });
    request.on('error', reject);
  });
}
