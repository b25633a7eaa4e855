/**
 * Matchmaking at scale: 100,000 generated DJ profiles (matchmaking-data.ts) in PostgreSQL and in PGlite, then
 * recommendations (venues' next events and profiles, enthusiasts' All/Local/Remote; top 20), DJ search (misspelt
 * names, genres and cities, filters), similar DJs and name suggestions, each timed through the services the API
 * calls. Every figure is the median of BENCH_ROUNDS rounds (the machine is shared). Goals on PostgreSQL:
 * recommendations p50 ≤ 25 ms and p99 ≤ 80 ms, search p50 ≤ 15 ms. Then EXPLAIN of every query those calls issue:
 * the plans must use indexes and never scan a profile table sequentially.
 *
 * BENCH_MATCHMAKING_DJS (default 100000), BENCH_ROUNDS (3), BENCH_MATCHMAKING_PGLITE=0 skips PGlite,
 * BENCH_POSTGRES_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres). The PostgreSQL world is kept in the
 * database cuepoint_matchmaking_bench and reused while its size and migrations match.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/client.ts';
import { createContextStore } from '../apps/server/src/modules/booking/matchmaking/context-store.ts';
import { createMatchmakingService } from '../apps/server/src/modules/booking/matchmaking/matchmaking-service.ts';
import { createSearchService } from '../apps/server/src/modules/booking/matchmaking/search-service.ts';
import { createSearchStore } from '../apps/server/src/modules/booking/matchmaking/search-store.ts';
import { searchArtistNames } from '../apps/server/src/modules/platform/suggestions/suggestions-store.ts';
import { loadGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import { DJ_GENRES } from '@cuepoint/domain/catalog/genre-list';
import { ZSearchDjsQuery } from '@cuepoint/domain/matchmaking/api';
import { FAMOUS_DJ, FULL_WORLD, loadWorld, type World, type WorldSize } from './matchmaking-data.ts';

const DJS = Number(process.env['BENCH_MATCHMAKING_DJS'] ?? FULL_WORLD.djs);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const WITH_PGLITE = process.env['BENCH_MATCHMAKING_PGLITE'] !== '0';
const ADMIN = process.env['BENCH_POSTGRES_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'cuepoint_matchmaking_bench';
const NOW = new Date('2026-12-01T12:00:00Z');
const GOALS = { recommendationsP50: 25, recommendationsP99: 80, searchP50: 15 };
const scale = DJS / FULL_WORLD.djs;
const SIZE: WorldSize = {
  djs: DJS,
  venues: Math.max(50, Math.round(FULL_WORLD.venues * scale)),
  enthusiasts: Math.max(50, Math.round(FULL_WORLD.enthusiasts * scale)),
  requests: Math.max(100, Math.round(FULL_WORLD.requests * scale)),
};
/** The profile tables: a sequential scan of one would read every DJ. */
const NO_SEQ_SCAN = new Set(['dj_profiles', 'users', 'dj_availability_periods']);

type Captured = { sql: string; params: unknown[] };

/** The database handle the services use, recording every statement they send (for EXPLAIN). */
function capturing(db: Db, into: Captured[] | null): Db {
  const dialect = (db as unknown as { dialect: { sqlToQuery(query: unknown): Captured } }).dialect;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute')
        return (query: unknown) => {
          if (into) into.push(dialect.sqlToQuery(query));
          return target.execute(query as never);
        };
      return Reflect.get(target, property, receiver);
    },
  });
}

function services(db: Db) {
  const clock = { now: () => NOW };
  return {
    matchmaking: createMatchmakingService({
      db,
      contexts: createContextStore(db),
      clock,
      gazetteer: loadGazetteer,
    }),
    search: createSearchService({ store: createSearchStore(db), clock, gazetteer: loadGazetteer }),
  };
}

function prng(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state / 4294967296;
  };
}

/** A name with one letter changed, as people mistype ("carl kox"). */
function misspell(name: string, random: () => number): string {
  const letters = [...name.toLowerCase()];
  const at = Math.floor(random() * letters.length);
  if (letters[at] !== ' ') letters[at] = 'aeiouk'[Math.floor(random() * 6)]!;
  return letters.join('');
}

type Call = {
  kind: 'recommendations' | 'search' | 'similar' | 'suggestions';
  label: string;
  run: (db: Db) => Promise<unknown>;
};

function workload(world: World): Call[] {
  const random = prng(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const calls: Call[] = [];
  for (let index = 0; index < 120; index += 1) {
    const venue = pick(world.venueIds);
    calls.push({
      kind: 'recommendations',
      label: 'venue',
      run: (db) => services(db).matchmaking.forVenue(venue, { limit: 20 }),
    });
    const fan = pick(world.enthusiastIds);
    const filter = pick(['all', 'local', 'remote'] as const);
    calls.push({
      kind: 'recommendations',
      label: `enthusiast ${filter}`,
      run: (db) =>
        services(db)
          .matchmaking.forEnthusiast(fan, { filter, limit: 20 })
          .catch(() => null),
    });
  }
  const searches: Array<[string, Record<string, string>]> = [['carl kox', { q: 'carl kox' }]];
  for (let index = 0; index < 60; index += 1) {
    const name = pick(world.sampleNames);
    searches.push(['misspelt name', { q: misspell(name, random) }]);
    const city = pick(world.cities);
    const genre = pick(DJ_GENRES.slice(0, 12));
    searches.push(['genre city', { q: `${misspell(genre, random)} ${city.name}` }]);
    searches.push([
      'filters',
      {
        genre,
        rate_min: '50',
        rate_max: String(100 + Math.floor(random() * 200)),
        mode: pick(['remote', 'in_person']),
      },
    ]);
    searches.push(['filters and date', { genre, mode: 'remote', date: '2026-12-11' }]);
  }
  for (const [label, params] of searches) {
    const query = ZSearchDjsQuery.parse(params);
    calls.push({ kind: 'search', label, run: (db) => services(db).search.search(query) });
  }
  for (let index = 0; index < 80; index += 1) {
    const dj = pick(world.djIds);
    calls.push({ kind: 'similar', label: 'similar', run: (db) => services(db).matchmaking.similarTo(dj, 6) });
    const fragment = misspell(pick(world.sampleNames), random).slice(0, 3 + Math.floor(random() * 5));
    calls.push({
      kind: 'suggestions',
      label: 'suggestions',
      run: (db) => searchArtistNames(db, fragment, 5),
    });
  }
  return calls;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

type Figures = Record<Call['kind'] | 'baseline', { p50: number; p99: number; count: number }>;

async function measure(db: Db, calls: Call[], rounds: number): Promise<Figures> {
  for (const call of calls.slice(0, 40)) await call.run(db); // warm-up: gazetteer, plans, caches
  const perRound: Array<Record<string, number[]>> = [];
  for (let round = 0; round < rounds; round += 1) {
    const times: Record<string, number[]> = {};
    for (const call of calls) {
      const started = performance.now();
      await call.run(db);
      (times[call.kind] ??= []).push(performance.now() - started);
      // The cheapest round trip, interleaved: how much the shared machine slows everything down right now.
      const before = performance.now();
      await db.execute(sql`select 1`);
      (times['baseline'] ??= []).push(performance.now() - before);
    }
    perRound.push(times);
  }
  const figures = {} as Figures;
  for (const kind of ['recommendations', 'search', 'similar', 'suggestions', 'baseline'] as const) {
    const p50s = perRound.map((times) =>
      percentile(
        [...(times[kind] ?? [])].sort((a, b) => a - b),
        50,
      ),
    );
    const p99s = perRound.map((times) =>
      percentile(
        [...(times[kind] ?? [])].sort((a, b) => a - b),
        99,
      ),
    );
    figures[kind] = { p50: median(p50s), p99: median(p99s), count: perRound[0]?.[kind]?.length ?? 0 };
  }
  return figures;
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** EXPLAIN of every statement one call of each label issues: index names used, and any forbidden sequential scan. */
async function explainAll(
  db: Db,
  calls: Call[],
  explain: (statement: Captured) => Promise<PlanNode>,
): Promise<{ indexes: Set<string>; seqScans: string[]; smallScans: Set<string>; statements: number }> {
  const byLabel = new Map<string, Call>();
  for (const call of calls) if (!byLabel.has(call.label)) byLabel.set(call.label, call);
  const indexes = new Set<string>();
  const seqScans: string[] = [];
  const smallScans = new Set<string>();
  let statements = 0;
  for (const [label, call] of byLabel) {
    const captured: Captured[] = [];
    await call.run(capturing(db, captured));
    for (const statement of captured) {
      statements += 1;
      walk(await explain(statement), (node) => {
        if (node['Index Name']) indexes.add(node['Index Name']);
        if (node['Node Type'] !== 'Seq Scan' || !node['Relation Name']) return;
        if (NO_SEQ_SCAN.has(node['Relation Name']))
          seqScans.push(`${label}: Seq Scan on ${node['Relation Name']}`);
        else smallScans.add(node['Relation Name']);
      });
    }
  }
  return { indexes, seqScans, smallScans, statements };
}

async function postgresWorld(): Promise<{
  database: Database;
  url: string;
  world: World;
  loadSeconds: number;
} | null> {
  const admin = new pg.Client({ connectionString: ADMIN });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const url = ADMIN.replace(/\/[^/]*$/, `/${BENCH_DB}`);
  const marker = `djs=${SIZE.djs};venues=${SIZE.venues};requests=${SIZE.requests};v1`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
  let reuse = false;
  if (exists.rowCount) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const found = await client
      .query(
        'select description from pg_shdescription d join pg_database b on b.oid = d.objoid where b.datname = $1',
        [BENCH_DB],
      )
      .catch(() => ({ rows: [] as Array<{ description: string }> }));
    reuse = found.rows[0]?.description === marker;
    await client.end();
  }
  if (!reuse) {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
  }
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const started = performance.now();
  const world = await loadWorld(database.db, SIZE, NOW, !reuse);
  const loadSeconds = (performance.now() - started) / 1000;
  if (!reuse) await admin.query(`comment on database ${BENCH_DB} is '${marker}'`);
  await admin.end();
  return { database, url, world, loadSeconds: reuse ? 0 : loadSeconds };
}

function report(name: string, figures: Figures) {
  for (const [kind, { p50, p99, count }] of Object.entries(figures))
    console.log(
      kind === 'baseline'
        ? `${name.padEnd(10)} ${'select 1'.padEnd(16)} p50 ${p50.toFixed(2).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   (the round trip alone, between the calls)`
        : `${name.padEnd(10)} ${kind.padEnd(16)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   (${count} calls × ${ROUNDS} rounds, medians)`,
    );
}

async function main() {
  const results: Record<string, unknown> = {
    djs: SIZE.djs,
    rounds: ROUNDS,
    goals: GOALS,
    loadAverage: os.loadavg(),
  };
  console.log(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  let failed = false;

  const postgres = await postgresWorld();
  if (!postgres) {
    console.log('PostgreSQL not reachable: skipped (set BENCH_POSTGRES_ADMIN_URL)');
  } else {
    const { database, url, world, loadSeconds } = postgres;
    console.log(
      `PostgreSQL: ${SIZE.djs} DJs ${loadSeconds ? `loaded in ${loadSeconds.toFixed(1)} s` : 'reused'}`,
    );
    const calls = workload(world);
    const famous = await createSearchService({
      store: createSearchStore(database.db),
      clock: { now: () => NOW },
      gazetteer: loadGazetteer,
    }).search(ZSearchDjsQuery.parse({ q: 'carl kox' }));
    const found = famous.djs[0]?.name === FAMOUS_DJ;
    console.log(`"carl kox" finds ${famous.djs[0]?.name ?? 'nobody'} ${found ? '✓' : '✗'}`);
    if (!found) failed = true;
    const figures = await measure(database.db, calls, ROUNDS);
    report('PostgreSQL', figures);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const plans = await explainAll(database.db, calls, async (statement) => {
      const answer = await client.query(
        `explain (format json) ${statement.sql}`,
        statement.params as unknown[],
      );
      return (answer.rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]!.Plan;
    });
    await client.end();
    console.log(
      `EXPLAIN: ${plans.statements} statements, indexes used: ${[...plans.indexes].sort().join(', ')}`,
    );
    console.log(
      plans.seqScans.length === 0
        ? 'EXPLAIN: no sequential scan of profiles ✓'
        : `EXPLAIN ✗ ${plans.seqScans.join('; ')}`,
    );
    console.log(
      `EXPLAIN: sequential scans the planner chose on smaller tables: ${[...plans.smallScans].sort().join(', ') || 'none'}`,
    );
    const goals = {
      recommendationsP50: figures.recommendations.p50 <= GOALS.recommendationsP50,
      recommendationsP99: figures.recommendations.p99 <= GOALS.recommendationsP99,
      searchP50: figures.search.p50 <= GOALS.searchP50,
    };
    console.log(
      `goals: recommendations p50 ≤ ${GOALS.recommendationsP50} ms ${goals.recommendationsP50 ? '✓' : '✗'}, p99 ≤ ${GOALS.recommendationsP99} ms ${goals.recommendationsP99 ? '✓' : '✗'}, search p50 ≤ ${GOALS.searchP50} ms ${goals.searchP50 ? '✓' : '✗'}`,
    );
    if (!Object.values(goals).every(Boolean) || plans.seqScans.length > 0) failed = true;
    results['postgres'] = {
      figures,
      goals,
      indexes: [...plans.indexes].sort(),
      seqScans: plans.seqScans,
      loadSeconds,
    };
    await database.close();
  }

  if (WITH_PGLITE) {
    const database = await openDatabase({});
    const started = performance.now();
    const world = await loadWorld(database.db, SIZE, NOW);
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(`PGlite: ${SIZE.djs} DJs loaded in ${loadSeconds.toFixed(1)} s`);
    const calls = workload(world);
    const figures = await measure(database.db, calls, ROUNDS);
    report('PGlite', figures);
    const client = (
      database.jobConnection as {
        client: { query(sql: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };
      }
    ).client;
    const plans = await explainAll(database.db, calls, async (statement) => {
      const answer = await client.query(`explain (format json) ${statement.sql}`, statement.params);
      const plan = answer.rows[0]!['QUERY PLAN'];
      return ((typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>)[0]!.Plan;
    });
    console.log(
      plans.seqScans.length === 0
        ? 'PGlite EXPLAIN: no sequential scan of profiles ✓'
        : `PGlite EXPLAIN ✗ ${plans.seqScans.join('; ')}`,
    );
    results['pglite'] = { figures, seqScans: plans.seqScans, loadSeconds };
    await database.close();
  }

  const out = path.join(import.meta.dirname, 'results', 'matchmaking.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  if (failed) process.exitCode = 1;
}

await main();
