/**
 * The drills' HTTP client and tally: every request through nginx is timed and counted by outcome, so a drill reports
 * requests per second, p99 and its errors with examples. A request that takes longer than REQUEST_TIMEOUT_MS counts
 * as hung.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

export type Outcome = 'ok' | 'refused' | 'unavailable' | 'error' | 'hung';

export class Tally {
  readonly started = Date.now();
  /** While a drill's outage lasts, a 503 is the expected answer: counted apart, not as an error. */
  unavailableExpected = false;
  /** Answers with status 500 or above other than 503, kept apart: an outage must never cause one. */
  serverErrors = 0;
  readonly counts: Record<Outcome, number> = { ok: 0, refused: 0, unavailable: 0, error: 0, hung: 0 };
  readonly byStatus = new Map<string, number>();
  readonly examples: string[] = [];
  /** A few answers refused by a rule, to tell a clock-moved refusal from a drill's own mistake. */
  readonly refusals: string[] = [];
  /** Latency histogram in whole milliseconds (the last bucket holds everything slower). */
  private readonly buckets = new Uint32Array(REQUEST_TIMEOUT_MS + 2);
  private slowestMs = 0;

  record(outcome: Outcome, label: string, ms: number, detail?: string) {
    this.counts[outcome] += 1;
    this.byStatus.set(label, (this.byStatus.get(label) ?? 0) + 1);
    const bucket = Math.min(Math.round(ms), this.buckets.length - 1);
    this.buckets[bucket] = (this.buckets[bucket] ?? 0) + 1;
    this.slowestMs = Math.max(this.slowestMs, ms);
    if ((outcome === 'error' || outcome === 'hung') && this.examples.length < 12 && detail)
      this.examples.push(detail);
    if (outcome === 'refused' && this.refusals.length < 4 && detail) this.refusals.push(detail);
  }

  get total(): number {
    return Object.values(this.counts).reduce((sum, count) => sum + count, 0);
  }

  percentile(p: number): number {
    const target = Math.ceil((p / 100) * this.total);
    let seen = 0;
    for (let ms = 0; ms < this.buckets.length; ms += 1) {
      seen += this.buckets[ms] ?? 0;
      if (seen >= target) return ms;
    }
    return this.slowestMs;
  }

  summary(seconds = (Date.now() - this.started) / 1000) {
    return {
      requests: this.total,
      rps: Math.round(this.total / seconds),
      p50: this.percentile(50),
      p99: this.percentile(99),
      maxMs: Math.round(this.slowestMs),
      serverErrors: this.serverErrors,
      ...this.counts,
    };
  }

  print(title: string, seconds?: number) {
    const s = this.summary(seconds);
    console.log(
      `${title}: ${s.requests} requests, ${s.rps} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.maxMs} ms; ok ${s.ok}, refused by a rule ${s.refused}, 503 ${s.unavailable}, errors ${s.error}, hung ${s.hung}`,
    );
    const statuses = [...this.byStatus.entries()].sort((a, b) => b[1] - a[1]);
    console.log(`  by answer: ${statuses.map(([label, count]) => `${label} ${count}`).join(', ')}`);
    for (const example of this.examples) console.log(`  e.g. ${example}`);
    for (const refusal of this.refusals) console.log(`  refused, e.g. ${refusal}`);
  }
}

export type Call = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  authorization?: string | undefined;
  cookie?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answers that count as ok (default 200 and 201). */
  ok?: number[];
  /** Answers a rule may give while the clock moves (a request that expired meanwhile): counted apart, not errors. */
  refused?: number[];
  /** Whether a 503 is an expected answer (outage drills) rather than an error. */
  unavailableIsExpected?: boolean;
  /** Longer than REQUEST_TIMEOUT_MS for a call that is slow by nature (a test-clock move). */
  timeoutMs?: number;
};

export type Answer = { status: number; body: unknown; headers: Headers } | undefined;

/**
 * Sends one request and records it; undefined when no answer came (refused connection, reset, timeout). `tally` may be
 * a getter: the answer counts in the phase of the drill it arrived in.
 */
export async function call(origin: string, tallyOf: Tally | (() => Tally), spec: Call): Promise<Answer> {
  const current = () => (typeof tallyOf === 'function' ? tallyOf() : tallyOf);
  const method = spec.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...spec.headers };
  if (spec.authorization) headers['authorization'] = spec.authorization;
  if (spec.cookie) headers['cookie'] = spec.cookie;
  if (spec.body !== undefined) headers['content-type'] = 'application/json';
  const label = `${method} ${spec.path.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
  const started = performance.now();
  try {
    const response = await fetch(origin + spec.path, {
      method,
      headers,
      ...(spec.body !== undefined ? { body: JSON.stringify(spec.body) } : {}),
      signal: AbortSignal.timeout(spec.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    const status = response.status;
    const tally = current();
    const outcome: Outcome = (spec.ok ?? [200, 201]).includes(status)
      ? 'ok'
      : (spec.refused ?? []).includes(status)
        ? 'refused'
        : status === 503 && (spec.unavailableIsExpected || tally.unavailableExpected)
          ? 'unavailable'
          : 'error';
    if (status >= 500 && status !== 503) tally.serverErrors += 1;
    tally.record(outcome, String(status), ms, `${label} → ${status} ${text.slice(0, 160)}`);
    return { status, body, headers: response.headers };
  } catch (error) {
    const ms = performance.now() - started;
    const hung = (error as Error).name === 'TimeoutError';
    current().record(hung ? 'hung' : 'error', hung ? 'hung' : 'no answer', ms, `${label} → ${String(error)}`);
    return undefined;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `workers` loops of `step` until `until` (epoch ms) or `signal` aborts. */
export async function runWorkers(
  workers: number,
  until: () => boolean,
  step: (worker: number) => Promise<void>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (!until()) await step(worker);
    }),
  );
}
