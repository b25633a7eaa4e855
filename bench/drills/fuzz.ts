/**
 * Fuzz drill: every route of the OpenAPI document called with cases drawn from its own schemas (valid and invalid
 * path parameters, queries and bodies, with the seeded world's real ids among them), as a visitor and as both accounts
 * of every role, through the app in process (app.inject) on one seeded world. Zero 5xx, zero answers holding another
 * account's addresses or private words. Prints its figures and ends with `drill fuzz: pass` or `drill fuzz: fail`.
 *
 * FUZZ_CASES sets the cases per route (at least 1,000 by default), FUZZ_SEED the seed (a failure is replayed with
 * the seed it printed). On embedded PGlite by default; CUEPOINT_TEST_DB=postgres with DATABASE_URL runs it on
 * PostgreSQL. The vitest server project runs a bounded form (apps/server/src/access-matrix/fuzz.test.ts).
 */
import { fuzzReport, runFuzz } from '../../apps/server/src/access-matrix/fuzz.ts';
import { createWorld } from '../../apps/server/src/access-matrix/world.ts';

export async function fuzzDrill(): Promise<boolean> {
  const casesPerRoute = Number(process.env['FUZZ_CASES'] ?? 1000);
  const seed = Number(process.env['FUZZ_SEED'] ?? Date.now() % 1_000_000);
  console.log(`fuzz: ${casesPerRoute} cases a route, seed ${seed}`);
  const world = await createWorld({ LOG_LEVEL: process.env['FUZZ_LOG'] ?? 'silent' });
  try {
    const result = await runFuzz(world, { casesPerRoute, seed, concurrency: 8 });
    const report = fuzzReport(result);
    for (const line of report.lines) console.log(line);
    return report.pass;
  } finally {
    await world.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fuzzDrill().then(
    (pass) => process.exit(pass ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      console.log('drill fuzz: fail');
      process.exit(1);
    },
  );
}
