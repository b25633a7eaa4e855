import type { Database } from '../../../db/client.ts';

export type NotificationHandlers = {
  /** A notification's payload, in the order the database sent them. */
  onNotification(payload: string): void;
  /** The connection was lost and is listening again: notifications in between may be missing. */
  onReconnect?(): void;
  /** A failure worth a log line; the listener keeps trying. */
  onError?(error: unknown): void;
};

export type NotificationListener = { close(): Promise<void> };

/** The first retry after a lost connection, doubling up to the last. */
const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * One LISTEN per process: on PostgreSQL a dedicated client of its own (a pooled connection would lose the LISTEN
 * when returned), reconnecting with backoff when it drops; on embedded PGlite, its listen API on the one in-process
 * connection.
 */
export async function openNotificationListener(
  database: Database,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const connection = database.jobConnection;
  if (connection.kind === 'pglite') {
    const unlisten = await connection.client.listen(channel, (payload) => handlers.onNotification(payload));
    return {
      async close() {
        // The database may be closed first on shutdown; nothing is left to stop then.
        if (!connection.client.closed) await unlisten().catch(() => undefined);
      },
    };
  }
  return listenOnPostgres(connection.url, channel, handlers);
}

async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  const { default: pg } = await import('pg');
  let closed = false;
  let current: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: 'cuepoint-live-updates' });
    current = client;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error) handlers.onError?.(error);
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (current === client) current = undefined;
      schedule();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    if (closed) {
      lost = true;
      await client.end().catch(() => undefined);
    }
  };

  const schedule = () => {
    if (closed || retry) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 5000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          attempt = 0;
          if (!closed) handlers.onReconnect?.();
        },
        (error: unknown) => {
          handlers.onError?.(error);
          current?.end().catch(() => undefined);
          current = undefined;
          schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      if (client) {
        client.removeAllListeners('end');
        client.removeAllListeners('error');
        client.on('error', () => {});
        await client.end().catch(() => undefined);
      }
    },
  };
}
