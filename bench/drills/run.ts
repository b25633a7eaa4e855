/**
 * `npm run drill` runs every drill; `npm run drill -- <name>` one of them: soak, db-outage, redis-outage,
 * rolling-restart, fuzz. Each prints its figures and ends with `drill <name>: pass` or `drill <name>: fail`; the
 * command exits non-zero when one failed. The drills run on a PostgreSQL cluster and a Redis of their own (ports 5433
 * and 6380, drill-services.ts) behind nginx on 3360; DRILL_MINUTES shortens the soak (docs/capacity.md, deploy/README.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cleanup } from '../production-server.ts';
import { soakDrill } from './soak.ts';
import { dbOutageDrill } from './db-outage.ts';
import { redisOutageDrill } from './redis-outage.ts';
import { rollingRestartDrill } from './rolling-restart.ts';

/** The fuzz drill lives in fuzz.ts beside this file and runs as a process of its own (its exit code is its verdict). */
async function fuzzDrill(): Promise<boolean> {
  const file = path.join(import.meta.dirname, 'fuzz.ts');
  if (!fs.existsSync(file)) {
    console.log('fuzz: bench/drills/fuzz.ts is not there');
    return false;
  }
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

const DRILLS: Record<string, () => Promise<boolean>> = {
  soak: soakDrill,
  'db-outage': dbOutageDrill,
  'redis-outage': redisOutageDrill,
  'rolling-restart': rollingRestartDrill,
  fuzz: fuzzDrill,
};

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !(name in DRILLS));
if (unknown.length > 0) {
  console.error(`unknown drill: ${unknown.join(', ')} (drills: ${Object.keys(DRILLS).join(', ')})`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(DRILLS);
const verdicts: [string, boolean][] = [];
for (const name of names) {
  console.log(`\n=== drill ${name}`);
  let pass = false;
  try {
    pass = await DRILLS[name]!();
  } catch (error) {
    console.error(`drill ${name} could not run:`, error);
  }
  console.log(`drill ${name}: ${pass ? 'pass' : 'fail'}`);
  verdicts.push([name, pass]);
}
if (names.length > 1)
  console.log(`\n${verdicts.map(([name, pass]) => `${name} ${pass ? 'pass' : 'fail'}`).join(', ')}`);
await cleanup();
process.exit(verdicts.every(([, pass]) => pass) ? 0 : 1);
