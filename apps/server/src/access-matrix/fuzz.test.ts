import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzReport, runFuzz, type FuzzResult } from './fuzz.ts';
import { createWorld, type World } from './world.ts';

/*
 * The bounded form of the fuzz drill (bench/drills/fuzz.ts runs at least 1,000 cases a route): every route of the
 * OpenAPI document with cases from its own schemas, as every role, on one seeded world.
 */
const CASES = Number(process.env['FUZZ_CASES'] ?? 30);
let world: World;
let result: FuzzResult;
beforeAll(async () => {
  world = await createWorld();
  result = await runFuzz(world, { casesPerRoute: CASES, seed: Number(process.env['FUZZ_SEED'] ?? 20_26) });
  console.info(fuzzReport(result).lines.join('\n'));
}, 240_000);
afterAll(() => world?.close());

describe('OpenAPI fuzz', () => {
  it('reaches every documented route', () => {
    expect(result.routes).toBeGreaterThan(150);
    expect(result.cases).toBe(result.routes * CASES);
  });

  it('never answers 5xx', () => {
    expect(result.serverErrors).toEqual([]);
  });

  it('never answers one account with another account’s addresses or private words', () => {
    expect(result.leaks).toEqual([]);
  });
});
