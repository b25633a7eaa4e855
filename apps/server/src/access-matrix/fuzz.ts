import crypto from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { invalidArbitrary, validArbitrary, type JsonSchema } from './json-schema-arbitrary.ts';
import { answerOf, inParallel } from './matrix.ts';
import { operationsOf, type Operation } from './route-calls.ts';
import { ROLES, SIDES, type Account, type World } from './world.ts';

/**
 * The OpenAPI fuzzer: every documented route called with cases drawn from its own schemas (valid and invalid path
 * parameters, queries and bodies, the world's real ids among them), as a visitor and as both accounts of every role.
 * No answer may be a 5xx (503, the documented answer of an integration the server is not set up for, is counted
 * apart), and no answer to one side's account may hold the other side's addresses or private words.
 */
export type FuzzOptions = { casesPerRoute: number; seed: number; concurrency?: number };

export type FuzzFinding = { route: string; status: number; request: string; answer: string };

export type FuzzResult = {
  routes: number;
  cases: number;
  ms: number;
  byStatus: Record<string, number>;
  serverErrors: FuzzFinding[];
  leaks: FuzzFinding[];
  unavailable: number;
  /** Cases the harness could not send (a value no request can carry): not answers of the server. */
  harnessErrors: string[];
};

type FuzzCase = {
  who: Account | undefined;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'none' };
};

const clientAddress = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** Calls that end the session they are made with: each case gets a session of its own for them. */
const ENDS_SESSION = /\/auth\/(logout|refresh)|\/user\/change-password/;

function caseArbitrary(world: World, method: string, operation: Operation): fc.Arbitrary<FuzzCase> {
  const accounts = SIDES.flatMap((side) => ROLES.map((role) => world.accounts[side][role]));
  const ids = SIDES.flatMap((side) =>
    Object.values(world.owned[side]).flatMap((owned) => Object.values(owned ?? {})),
  );
  const knownIds = fc.constantFrom<unknown>(...ids, 0, -1, 2147483647, 2147483648, '1e3', 'abc');
  const either = (schema: JsonSchema | undefined) =>
    fc.oneof(
      { weight: 3, arbitrary: validArbitrary(schema) },
      { weight: 1, arbitrary: invalidArbitrary(schema) },
    );
  const params = fc.record(
    Object.fromEntries(
      Object.entries(operation.pathParams).map(([name, schema]) => [
        name,
        fc.oneof({ weight: 2, arbitrary: knownIds }, { weight: 2, arbitrary: either(schema) }),
      ]),
    ),
  );
  const query = fc.record(Object.fromEntries(operation.query.map((q) => [q.name, either(q.schema)])), {
    requiredKeys: [],
  });
  const bodies: fc.Arbitrary<FuzzCase['body']>[] = [fc.constant({ kind: 'none' as const })];
  if (WRITES.has(method) || operation.body) {
    bodies.push(
      validArbitrary(operation.body).map((value) => ({ kind: 'json' as const, value })),
      validArbitrary(operation.body).map((value) => ({ kind: 'json' as const, value })),
      invalidArbitrary(operation.body).map((value) => ({ kind: 'json' as const, value })),
      fc
        .record({
          text: fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.constantFrom('{', '{"a":', '[]', 'null', '\u0000'),
          ),
          type: fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
          ),
        })
        .map((raw) => ({ kind: 'raw' as const, ...raw })),
    );
  }
  return fc.record({
    who: fc.constantFrom<Account | undefined>(undefined, ...accounts),
    params,
    query,
    body: fc.oneof(...bodies),
  });
}

/** Any drawn value as URL text: objects (some without a prototype) as JSON, the rest as themselves. */
function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(name, asText(value).toWellFormed());
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function requestOf(
  method: string,
  path: string,
  fuzzCase: FuzzCase,
  headers: Record<string, string>,
): InjectOptions {
  const url =
    path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(asText(fuzzCase.params[name] ?? '').toWellFormed()),
    ) + queryString(fuzzCase.query);
  const { body } = fuzzCase;
  return {
    method: method.toUpperCase() as InjectOptions['method'],
    url,
    headers: {
      ...headers,
      ...(body.kind === 'json' ? { 'content-type': 'application/json' } : {}),
      ...(body.kind === 'raw' ? { 'content-type': body.type } : {}),
    },
    ...(body.kind === 'json' ? { payload: JSON.stringify(body.value) ?? 'null' } : {}),
    ...(body.kind === 'raw' ? { payload: body.text } : {}),
  };
}

/** Runs the cases of every documented route; never throws for what it finds (the result says it). */
export async function runFuzz(world: World, options: FuzzOptions): Promise<FuzzResult> {
  const { app, config } = world.t;
  const origin = new URL(config.PUBLIC_URL).origin;
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const operations = operationsOf(app);
  const started = performance.now();
  const byStatus: Record<string, number> = {};
  const serverErrors: FuzzFinding[] = [];
  const leaks: FuzzFinding[] = [];
  let cases = 0;
  let routes = 0;
  let unavailable = 0;
  const harnessErrors: string[] = [];
  const concurrency = options.concurrency ?? 8;
  const allSecrets = [...world.secrets.a, ...world.secrets.b];

  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(methods)) {
      const operation = operations.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      if (!operation) continue;
      routes += 1;
      const samples = fc.sample(caseArbitrary(world, method, operation), {
        numRuns: options.casesPerRoute,
        seed: options.seed + routes,
      });
      const route = `${method.toUpperCase()} ${path}`;
      const run = async (fuzzCase: FuzzCase) => {
        const auth = fuzzCase.who
          ? ENDS_SESSION.test(path)
            ? await fuzzCase.who.freshAuth()
            : fuzzCase.who.auth
          : {};
        const request = requestOf(method, path, fuzzCase, { origin, ...(auth as Record<string, string>) });
        const response = await app.inject({
          ...request,
          payloadAsStream: true,
          remoteAddress: clientAddress(),
        });
        const answer = await answerOf(response);
        cases += 1;
        byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
        const described = () =>
          `${request.method} ${request.url} as ${fuzzCase.who ? `${fuzzCase.who.role} ${fuzzCase.who.side}` : 'signed out'}` +
          (request.payload !== undefined
            ? ` with ${String((request.headers as Record<string, string>)['content-type'])} ${JSON.stringify(String(request.payload).slice(0, 300))}`
            : '');
        if (answer.status === 503) unavailable += 1;
        else if (answer.status >= 500) {
          serverErrors.push({
            route,
            status: answer.status,
            request: described(),
            answer: answer.text.slice(0, 300),
          });
        }
        if (fuzzCase.who?.role !== 'operator') {
          const forbidden = fuzzCase.who ? world.secrets[fuzzCase.who.side === 'a' ? 'b' : 'a'] : allSecrets;
          const seen = forbidden.filter((secret) => answer.text.includes(secret));
          if (seen.length > 0) {
            leaks.push({
              route,
              status: answer.status,
              request: described(),
              answer: `holds ${seen.join(', ')}`,
            });
          }
        }
      };
      await inParallel(
        samples,
        (fuzzCase) =>
          run(fuzzCase).catch((error: unknown) => {
            // The harness could not make the call (not an answer of the server): counted, shown, not a case.
            harnessErrors.push(`${route}: ${error instanceof Error ? error.message : String(error)}`);
          }),
        concurrency,
      );
    }
  }
  return {
    routes,
    cases,
    ms: Math.round(performance.now() - started),
    byStatus,
    serverErrors,
    leaks,
    unavailable,
    harnessErrors,
  };
}

/** Findings by route, in the order first found. */
function grouped(findings: FuzzFinding[]): [string, FuzzFinding[]][] {
  const byRoute = new Map<string, FuzzFinding[]>();
  for (const finding of findings)
    byRoute.set(finding.route, [...(byRoute.get(finding.route) ?? []), finding]);
  return [...byRoute];
}

/** The drill's figures and its last line, `drill fuzz: pass` or `drill fuzz: fail`. */
export function fuzzReport(result: FuzzResult): { lines: string[]; pass: boolean } {
  const pass = result.serverErrors.length === 0 && result.leaks.length === 0;
  const statuses = Object.entries(result.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const perSecond = Math.round((result.cases / Math.max(1, result.ms)) * 1000);
  const lines = [
    `fuzz: ${result.routes} routes, ${result.cases} cases in ${(result.ms / 1000).toFixed(1)} s (${perSecond}/s)`,
    `fuzz: answers ${statuses}`,
    `fuzz: 5xx ${result.serverErrors.length}, leaks across accounts ${result.leaks.length}, 503 (not set up) ${result.unavailable}, cases the harness could not send ${result.harnessErrors.length}`,
    ...[...new Set(result.harnessErrors)].slice(0, 10).map((line) => `  not sent: ${line}`),
    ...grouped(result.serverErrors).map(
      ([route, found]) =>
        `  5xx on ${route} (${found.length}×), first: ${found[0]!.status} ${found[0]!.request} → ${found[0]!.answer}`,
    ),
    ...grouped(result.leaks).map(
      ([route, found]) =>
        `  leak on ${route} (${found.length}×), first: ${found[0]!.request} → ${found[0]!.answer}`,
    ),
    `drill fuzz: ${pass ? 'pass' : 'fail'}`,
  ];
  return { lines, pass };
}
