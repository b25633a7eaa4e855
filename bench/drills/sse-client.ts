/**
 * A browser's EventSource, for the drills: reads /api/v14/updates, remembers the last event id, and when the stream
 * ends (a server process stopping) reconnects after the server's `retry:` with Last-Event-ID, as browsers do.
 */
export type LiveClient = {
  /** Ids of the booking events received, in order. */
  ids: number[];
  /** The id the first `ready` event named: where this client started. */
  startedAfter(): number | undefined;
  reconnects(): number;
  close(): void;
};

export function openLiveClient(origin: string, authorization: string, lastEventId?: number): LiveClient {
  const ids: number[] = [];
  let last = lastEventId;
  let first: number | undefined;
  let retryMs = 2000;
  let reconnects = -1;
  let closed = false;
  const controller = new AbortController();

  const dispatch = (event: { id?: string; event?: string; data: string }) => {
    if (event.id !== undefined && /^\d+$/.test(event.id)) {
      const id = Number(event.id);
      if (event.event === 'ready') first ??= id;
      else ids.push(id);
      last = id;
    }
  };

  const readOnce = async () => {
    reconnects += 1;
    const headers: Record<string, string> = { authorization, accept: 'text/event-stream' };
    if (last !== undefined) headers['last-event-id'] = String(last);
    const response = await fetch(`${origin}/api/v14/updates`, { headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`live updates answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    let current: { id?: string; event?: string; data: string } = { data: '' };
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (line === '') {
          if (current.data || current.id || current.event) dispatch(current);
          current = { data: '' };
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') current.id = value;
          else if (field === 'event') current.event = value;
          else if (field === 'data') current.data += value;
          else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
        }
      }
    }
  };

  void (async () => {
    while (!closed) {
      try {
        await readOnce();
      } catch {
        // the connection failed or was refused: try again after the retry delay
      }
      if (!closed) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return {
    ids,
    startedAfter: () => first,
    reconnects: () => Math.max(0, reconnects),
    close() {
      closed = true;
      controller.abort();
    },
  };
}

/** What a fresh client resuming after `after` is sent within `ms`: the server's own account of what there was. */
export async function replayAfter(
  origin: string,
  authorization: string,
  after: number,
  ms = 3000,
): Promise<number[]> {
  const client = openLiveClient(origin, authorization, after);
  await new Promise((resolve) => setTimeout(resolve, ms));
  client.close();
  return client.ids;
}
