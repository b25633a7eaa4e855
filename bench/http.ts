/**
 * HTTP load: autocannon against the real server (a child process, production mode) on embedded PGlite and, when
 * PostgreSQL answers, on a pool. Each figure is printed beside two baselines measured in the same run: a bare
 * node:http server answering a JSON body of the same size (the framework's and database's cost), and the server's
 * own /health (how close a public read comes to the cheapest answer; the home's data calls should reach 35%).
 * Requests carry a browser's Accept-Encoding, so compressed answers are measured as browsers get them. On PostgreSQL,
 * the booking write path too: a signed-in venue's payment step, the card's confirmation on the test gateway and the
 * booking request's submit, in turn on every connection (goal: 15% of /health's requests per second, p99 ≤ 100 ms).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import pg from 'pg';
import { BLOG_PAGE_SIZE, BLOG_TEASER_COUNT } from '@cuepoint/domain/content/blog-catalog';
import { LATEST_SETS_COUNT } from '@cuepoint/domain/djs/set-platforms';
import { withCpu, type CpuFigures } from './process-cpu.ts';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** The home's public data calls, and a DJ's public page, must reach this share of /health's requests per second. */
const HOME_GOAL = 0.35;
/** The booking write path's requests must reach this share of /health's, with a p99 at most BOOKING_P99_MS. */
const BOOKING_GOAL = 0.15;
const BOOKING_P99_MS = 100;
/** BENCH_ONLY=booking measures /health and the booking write path on PostgreSQL only (profiling the write path). */
const BOOKING_ONLY = process.env['BENCH_ONLY'] === 'booking';

type Figures = { rps: number; p99: number; errors: number; non2xx: number };

async function load(url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: BROWSER_HEADERS,
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuepoint-bench-'));
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVE_WEB: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_WRITE_MAX: '100000000',
      // Card confirmations count like sign-in attempts per address; the booking write path comes from one address.
      AUTH_RATE_LIMIT_MULTIPLIER: '10000',
      DATABASE_URL: '',
      ...env,
    },
  });
  await waitFor(`http://127.0.0.1:${port}/api/v14/health/ready`);
  return child;
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function startBaseline(port: number, body: string): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function postgresUrl(): Promise<string | undefined> {
  const admin = process.env['BENCH_POSTGRES_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    // A fresh database each run: the booking write path adds thousands of requests a run, and a run should not
    // measure the ones before it.
    await client.query('drop database if exists cuepoint_bench with (force)');
    await client.query('create database cuepoint_bench');
    return admin.replace(/\/[^/]*$/, '/cuepoint_bench');
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

type Endpoint = {
  name: string;
  path: string;
  home?: boolean;
  /** Held to the same goal as the home's calls, and reported on its own line. */
  page?: boolean;
  /** Completes the path from the running server's own data. */
  resolve?: (base: string) => Promise<string>;
};

/** The newest post's slug completes the post call. */
async function newestPostPath(base: string): Promise<string> {
  const list = (await (await fetch(`${base}/api/v14/blog-posts.php?limit=1`)).json()) as {
    posts: Array<{ slug: string }>;
  };
  const slug = list.posts[0]?.slug;
  if (!slug) throw new Error('no published post to measure: the blog import found none');
  return `/api/v14/blog-post.php?slug=${slug}`;
}

/** The public page of the DJ whose set the home plays first: a seeded demo DJ on a fresh install. */
async function demoDjPagePath(base: string): Promise<string> {
  const sets = (await (await fetch(`${base}/api/v14/public-dj-sets.php?limit=1`)).json()) as {
    data: Array<{ dj_slug: string; dj_is_demo: boolean }>;
  };
  const dj = sets.data[0];
  if (!dj?.dj_is_demo) throw new Error('no seeded demo DJ to measure: is CUEPOINT_SEED=demo?');
  return `/api/v14/dj-public-page.php?slug=${encodeURIComponent(dj.dj_slug)}`;
}

/** The calls the home and the blog make, as the web app makes them (features/home, features/blog). */
const ENDPOINTS: Endpoint[] = [
  { name: 'health', path: '/api/v14/health' },
  { name: 'home: blog teaser', path: `/api/v14/blog-posts.php?limit=${BLOG_TEASER_COUNT}`, home: true },
  { name: 'home: latest sets', path: `/api/v14/public-dj-sets.php?limit=${LATEST_SETS_COUNT}`, home: true },
  { name: 'blog list', path: `/api/v14/blog-posts.php?limit=${BLOG_PAGE_SIZE}&offset=0` },
  { name: 'blog post', path: '/api/v14/blog-post.php?slug=', resolve: newestPostPath },
  { name: 'DJ public page', path: '/api/v14/dj-public-page.php?slug=', page: true, resolve: demoDjPagePath },
];

/** A verified venue signed in through a session of its own, made in the bench database; answers its bearer header. */
export async function benchVenue(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tag = crypto.randomBytes(6).toString('hex');
    const user = await client.query<{ id: number }>(
      `insert into users (email, user_type, display_name, country, city, timezone, app_id, email_verified_at)
       values ($1, 'venue', $2, 'DE', 'Berlin', 'Europe/Berlin', $3, now()) returning id`,
      [`bench-venue-${tag}@example.test`, `Bench Venue ${tag}`, `cp_bench_${tag}`],
    );
    const id = user.rows[0]!.id;
    await client.query(`insert into venue_profiles (user_id, venue_name) values ($1, $2)`, [
      id,
      `Bench Venue ${tag}`,
    ]);
    const token = crypto.randomBytes(32).toString('base64url');
    const hash = crypto.createHash('sha256').update(token, 'utf8').digest('hex');
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [hash, id],
    );
    return `Bearer ${token}`;
  } finally {
    await client.end();
  }
}

type BookingContext = { intentId?: string; clientSecret?: string };

/**
 * The booking write path as the venue form makes it, each connection in turn: POST /payment-authorize.php (an event
 * three days ahead: a manual-capture PaymentIntent), POST /test-payments/confirm with pm_card_visa (held), POST
 * /venue-booking-request.php with the held intent. Answers the figures of all three requests and the paths per second.
 */
export async function loadBookingWritePath(
  base: string,
  authorization: string,
): Promise<Figures & { paths: number }> {
  const headers = { ...BROWSER_HEADERS, 'content-type': 'application/json', authorization };
  const eventAt = new Date(Date.now() + 72 * 3_600_000).toISOString();
  const form = { date: eventAt, duration: 2, hourly_budget: 150, currency: 'EUR', timezone: 'Europe/Berlin' };
  let submitted = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: '/api/v14/payment-authorize.php',
        headers,
        body: JSON.stringify({ event_date: eventAt, hourly_rate: 150, duration: 2, currency: 'EUR' }),
        onResponse: (_status, body, context: BookingContext) => {
          const answer = JSON.parse(body) as { payment_intent?: { id: string; client_secret: string } };
          context.intentId = answer.payment_intent?.id;
          context.clientSecret = answer.payment_intent?.client_secret;
        },
      },
      {
        method: 'POST',
        path: '/api/v14/test-payments/confirm',
        headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
        setupRequest: (request, context: BookingContext) => ({
          ...request,
          body: JSON.stringify({ client_secret: context.clientSecret, payment_method: 'pm_card_visa' }),
        }),
      },
      {
        method: 'POST',
        path: '/api/v14/venue-booking-request.php',
        headers,
        setupRequest: (request, context: BookingContext) => ({
          ...request,
          body: JSON.stringify({
            ...form,
            performance_type: 'remote',
            description: 'Bench night at the venue',
            payment_intent_id: context.intentId,
          }),
        }),
        onResponse: (status) => {
          if (status === 201) submitted += 1;
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    paths: Math.round((10 * submitted) / DURATION) / 10,
  };
}

async function resolvePath(base: string, endpoint: Endpoint): Promise<string> {
  return endpoint.resolve ? endpoint.resolve(base) : endpoint.path;
}

export type BookingRow = Figures & {
  database: string;
  paths: number;
  healthRps: number;
  /** What the server and PostgreSQL spent during the load (Linux only). */
  cpu: CpuFigures | null;
};

export async function benchHttp() {
  const bookings: BookingRow[] = [];
  const rows: Array<
    { database: string; endpoint: string; home: boolean; page: boolean } & Figures & {
        baselineRps: number;
        healthRps: number;
      }
  > = [];
  const baselineBodies = new Map<string, Figures>();
  const databases: Array<{ name: string; env: Record<string, string> }> = BOOKING_ONLY
    ? []
    : [{ name: 'PGlite', env: {} }];
  const pgUrl = await postgresUrl();
  if (pgUrl) databases.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgUrl } });
  else console.log('PostgreSQL not reachable: only the embedded database is measured.');

  let port = 3400;
  for (const database of databases) {
    const server = await startServer(port, database.env);
    try {
      let healthRps = 0;
      for (const endpoint of BOOKING_ONLY ? [] : ENDPOINTS) {
        const base = `http://127.0.0.1:${port}`;
        const url = base + (await resolvePath(base, endpoint));
        const body = await (await fetch(url)).text();
        let baseline = baselineBodies.get(endpoint.name);
        if (!baseline) {
          const bare = await startBaseline(port + 50, body);
          baseline = await load(`http://127.0.0.1:${port + 50}/`);
          bare.close();
          baselineBodies.set(endpoint.name, baseline);
        }
        // /health is measured right before each call, so a neighbour's load shifts both figures alike.
        if (endpoint.name !== 'health') healthRps = (await load(`${base}/api/v14/health`)).rps;
        const figures = await load(url);
        if (endpoint.name === 'health') healthRps = figures.rps;
        rows.push({
          database: database.name,
          endpoint: endpoint.name,
          home: endpoint.home ?? false,
          page: endpoint.page ?? false,
          ...figures,
          baselineRps: baseline.rps,
          healthRps,
        });
      }
      const databaseUrl = database.env['DATABASE_URL'];
      if (databaseUrl) {
        const base = `http://127.0.0.1:${port}`;
        const authorization = await benchVenue(databaseUrl);
        const healthRps = (await load(`${base}/api/v14/health`)).rps;
        const [figures, cpu] = await withCpu(server.pid ?? 0, () =>
          loadBookingWritePath(base, authorization),
        );
        bookings.push({ database: database.name, ...figures, healthRps, cpu });
      }
    } finally {
      await stop(server);
    }
    port += 1;
  }
  return { rows, bookings };
}

if (import.meta.main) {
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per endpoint, Accept-Encoding: gzip, deflate, br`,
  );
  const { rows, bookings } = await benchHttp();
  console.log(
    '\ndatabase     endpoint               req/s   p99 ms  errors  non-2xx  bare-http req/s  ratio  /health req/s  share',
  );
  for (const r of rows) {
    console.log(
      `${r.database.padEnd(12)} ${r.endpoint.padEnd(20)} ${String(r.rps).padStart(7)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.baselineRps).padStart(16)}  ${(r.rps / r.baselineRps).toFixed(2)}  ${String(r.healthRps).padStart(13)}  ${`${Math.round((100 * r.rps) / r.healthRps)}%`.padStart(5)}`,
    );
  }
  for (const database of new Set(rows.map((r) => r.database))) {
    const home = rows.filter((r) => r.database === database && r.home);
    const worst = Math.min(...home.map((r) => r.rps / r.healthRps));
    const verdict = worst >= HOME_GOAL ? 'meets' : 'MISSES';
    console.log(
      `${database}: the home's data calls reach ${Math.round(worst * 100)}% of /health req/s at worst (${verdict} the ${HOME_GOAL * 100}% goal)`,
    );
    for (const page of rows.filter((r) => r.database === database && r.page)) {
      const ratio = page.rps / page.healthRps;
      console.log(
        `${database}: the ${page.endpoint} reaches ${Math.round(ratio * 100)}% of /health req/s (${ratio >= HOME_GOAL ? 'meets' : 'MISSES'} the ${HOME_GOAL * 100}% goal)`,
      );
    }
  }
  for (const b of bookings) {
    const ratio = b.rps / b.healthRps;
    // Each half of the goal on its own: the share of /health and the p99.
    const shareVerdict = ratio >= BOOKING_GOAL ? 'meets' : 'MISSES';
    const p99Verdict = b.p99 <= BOOKING_P99_MS ? 'meets' : 'MISSES';
    console.log(
      `${b.database}: booking write path (authorize + confirm + submit) ${b.rps} req/s, ${b.paths} requests submitted/s, p99 ${b.p99} ms, ${b.errors} errors, ${b.non2xx} non-2xx; ${Math.round(ratio * 100)}% of /health's ${b.healthRps} req/s (${shareVerdict} the ${BOOKING_GOAL * 100}% goal; p99 ${p99Verdict} ≤ ${BOOKING_P99_MS} ms)`,
    );
    if (b.cpu && b.paths > 0) {
      const perPath = (cores: number) => ((1000 * cores) / b.paths).toFixed(1);
      console.log(
        `${b.database}: CPU per submitted path: server ${perPath(b.cpu.serverCores)} ms, PostgreSQL ${perPath(b.cpu.postgresCores)} ms (${b.cpu.serverCores.toFixed(2)} and ${b.cpu.postgresCores.toFixed(2)} cores; the machine ${Math.round(100 * b.cpu.machineBusy)}% busy)`,
      );
    }
  }
  if (bookings.length === 0)
    console.log('The booking write path is measured on PostgreSQL only: it was not reachable.');
}
