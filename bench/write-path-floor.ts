/**
 * The booking write path's floor on this machine: a bare node:http server with pg's prepared statements and none of
 * the product (no framework, validation, ORM, notifications or job runner) making the path's round trips to
 * PostgreSQL — authorize 3, confirm 3, submit 9 with its transaction and the timer's insert, 16 in all as the product
 * makes them (bench/results/booking-write-path.md) — and then 12, with the confirm's two writes and the submit's
 * transaction each folded into one statement. Each is loaded as bench/http.ts loads the product (20 connections, 5 s,
 * the three requests in turn) and shown as a share of the product's own /health, measured in the same run. Not part
 * of `npm run bench`: it calibrates what the 15% goal asks of the product's code.
 *
 *   node bench/write-path-floor.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { cleanup, cleanups, freePort, startServer, stopProcess } from './production-server.ts';

const DURATION = 5;
const CONNECTIONS = 20;
const ADMIN_URL = process.env['BENCH_POSTGRES_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'cuepoint_floor';

const SCHEMA = `
  create table sessions (token_hash text primary key, user_id int not null, expires_at timestamptz not null);
  create table intents (id text primary key, status text not null, amount_minor int not null, client_secret text not null,
    payment_method text, created_at timestamptz not null, updated_at timestamptz not null);
  create table cards (id text primary key, brand text not null, last4 text not null, created_at timestamptz not null);
  create table authorizations (intent_id text primary key, user_id int not null, amount_minor int not null,
    created_at timestamptz not null);
  create table requests (id serial primary key, user_id int not null, intent_id text unique, description text,
    amount_minor int not null, status text not null, created_at timestamptz not null);
  create table djs (user_id int primary key, genres text[] not null, rate_minor int not null);
  create table events (id bigserial primary key, request_id int not null, type text not null, payload jsonb not null,
    created_at timestamptz not null);
  create table jobs (id uuid primary key, name text not null, data jsonb not null, start_after timestamptz not null);
  insert into sessions values ('bench', 1, now() + interval '1 day');`;

/** The floor server: `folded` makes 12 round trips a path instead of 16. */
async function serve(port: number, folded: boolean) {
  const pool = new pg.Pool({ connectionString: ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`), max: 10 });
  const run = (
    name: string,
    text: string,
    values: readonly unknown[],
    client: pg.Pool | pg.PoolClient = pool,
  ) => client.query({ name, text, values: [...values] });
  const session = async () =>
    (
      await run('session', 'select user_id from sessions where token_hash = $1 and expires_at > now()', [
        'bench',
      ])
    ).rows[0] as { user_id: number };
  const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

  const routes: Record<string, (body: Record<string, string>) => Promise<[number, unknown]>> = {
    '/health': async () => [200, { status: 'ok' }],
    '/authorize': async () => {
      const user = await session();
      const intent = id('pi');
      await run('intent_insert', 'insert into intents values ($1, $2, $3, $4, null, now(), now())', [
        intent,
        'requires_payment_method',
        34_000,
        `${intent}_secret`,
      ]);
      await run('authorization_insert', 'insert into authorizations values ($1, $2, $3, now())', [
        intent,
        user.user_id,
        34_000,
      ]);
      return [200, { payment_intent: { id: intent, client_secret: `${intent}_secret` } }];
    },
    '/confirm': async (body) => {
      const intent = body['client_secret']!.replace(/_secret$/, '');
      const row = (await run('intent', 'select * from intents where id = $1', [intent])).rows[0] as {
        status: string;
      };
      const card = id('pm');
      if (folded) {
        await run(
          'confirm_folded',
          `with card as (insert into cards values ($1, 'visa', '4242', now()))
           update intents set status = 'requires_capture', payment_method = $1, updated_at = now()
           where id = $2 and status = $3`,
          [card, intent, row.status],
        );
      } else {
        await run('card_insert', "insert into cards values ($1, 'visa', '4242', now())", [card]);
        await run(
          'intent_update',
          "update intents set status = 'requires_capture', payment_method = $1, updated_at = now() where id = $2 and status = $3",
          [card, intent, row.status],
        );
      }
      return [200, { status: 'requires_capture' }];
    },
    '/submit': async (body) => {
      const user = await session();
      const intentId = body['payment_intent_id']!;
      const authorization = (
        await run(
          'authorization_and_use',
          'select *, exists (select 1 from requests where intent_id = $1) as used from authorizations where intent_id = $1',
          [intentId],
        )
      ).rows[0] as { amount_minor: number };
      await run('intent', 'select * from intents where id = $1', [intentId]);
      const matching = [
        'matching',
        'select user_id from djs where rate_minor <= $1 and genres && $2 order by user_id limit 500',
        [15_000, ['house']],
      ] as const;
      const values = [user.user_id, intentId, body['description'], authorization.amount_minor];
      if (folded) {
        await run(...matching);
        await run(
          'request_and_event',
          `with request as (insert into requests (user_id, intent_id, description, amount_minor, status, created_at)
             values ($1, $2, $3, $4, 'shared', now()) returning id),
           ordered as (select pg_advisory_xact_lock(42))
           insert into events (request_id, type, payload, created_at)
           select request.id, 'submitted', '{}', now() from request, ordered`,
          values,
        );
      } else {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const request = (
            await run(
              'request_insert',
              `insert into requests (user_id, intent_id, description, amount_minor, status, created_at)
               values ($1, $2, $3, $4, 'shared', now()) returning id`,
              values,
              client,
            )
          ).rows[0] as { id: number };
          await run(...matching, client);
          await run(
            'event_insert',
            `with ordered as (select pg_advisory_xact_lock(42))
             insert into events (request_id, type, payload, created_at) select $1, 'submitted', '{}', now() from ordered`,
            [request.id],
            client,
          );
          await client.query('commit');
        } finally {
          client.release();
        }
      }
      await run('job_insert', 'insert into jobs values ($1, $2, $3, now())', [
        crypto.randomUUID(),
        'expire',
        {},
      ]);
      return [201, { ok: true }];
    },
  };

  http
    .createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const route = routes[req.url ?? ''];
        const answer = route
          ? route(text ? (JSON.parse(text) as Record<string, string>) : {})
          : Promise.resolve([404, {}] as [number, unknown]);
        answer.then(
          ([status, body]) => {
            res.writeHead(status, { 'content-type': 'application/json' });
            res.end(JSON.stringify(body));
          },
          () => {
            res.writeHead(500);
            res.end();
          },
        );
      });
    })
    .listen(port, '127.0.0.1', () => process.send?.('ready'));
}

type PathContext = { intent?: string; secret?: string };

/** The three requests in turn on every connection, as bench/http.ts's loadBookingWritePath. */
export async function loadPath(origin: string) {
  const json = { 'content-type': 'application/json' };
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: '/authorize',
        headers: json,
        body: '{}',
        onResponse: (_status, body, context: PathContext) => {
          const answer = JSON.parse(body) as { payment_intent: { id: string; client_secret: string } };
          context.intent = answer.payment_intent.id;
          context.secret = answer.payment_intent.client_secret;
        },
      },
      {
        method: 'POST',
        path: '/confirm',
        headers: json,
        setupRequest: (request, context: PathContext) => ({
          ...request,
          body: JSON.stringify({ client_secret: context.secret }),
        }),
      },
      {
        method: 'POST',
        path: '/submit',
        headers: json,
        setupRequest: (request, context: PathContext) => ({
          ...request,
          body: JSON.stringify({ payment_intent_id: context.intent, description: 'Bench night' }),
        }),
      },
    ],
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

export async function freshDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`) });
  await client.connect();
  await client.query(SCHEMA);
  await client.end();
}

export async function startFloor(folded: boolean): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [import.meta.filename, 'serve', String(port), folded ? 'folded' : 'path'],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  cleanups.push(() => stopProcess(child));
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the floor server exited with code ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

if (process.argv[2] === 'serve') {
  // The floor server is stopped with SIGTERM and has nothing to clean up.
  process.removeAllListeners('SIGTERM');
  await serve(Number(process.argv[3]), process.argv[4] === 'folded');
} else if (import.meta.main) {
  try {
    const product = await startServer();
    const health = await autocannon({
      url: `${product.origin}/api/v14/health`,
      connections: 20,
      duration: 5,
    });
    const healthRps = Math.round(health.requests.average);
    await stopProcess(product.process);
    console.log(
      `The product's /health: ${healthRps} req/s; the goal, 15% of it: ${Math.round(healthRps * 0.15)}`,
    );
    for (const folded of [false, true]) {
      await freshDatabase();
      const floor = await startFloor(folded);
      const figures = await loadPath(floor.origin);
      await stopProcess(floor.child);
      console.log(
        `bare path, ${folded ? 12 : 16} round trips: ${figures.rps} req/s, p99 ${figures.p99} ms, ${figures.non2xx} non-2xx; ${Math.round((100 * figures.rps) / healthRps)}% of the product's /health`,
      );
    }
  } finally {
    await cleanup();
  }
}
