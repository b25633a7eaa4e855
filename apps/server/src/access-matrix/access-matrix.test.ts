import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../http/route-access.ts';
import { runMatrix, type MatrixResult } from './matrix.ts';
import { operationsOf } from './route-calls.ts';
import { calledRoutes, missingDeclarations, type DeclaredRoute } from './route-table.ts';
import { createWorld, type World } from './world.ts';

/*
 * The authorization matrix (decision record 039): every registered route × signed out and both accounts of every
 * role × the owner's resource and another account's, checked against the route's own declaration (config.access),
 * and no answer holding another account's private words or addresses.
 */
let world: World;
let result: MatrixResult;
beforeAll(async () => {
  world = await createWorld();
  const routes = calledRoutes(world.t.app).filter((route): route is DeclaredRoute => !!route.access);
  const started = performance.now();
  result = await runMatrix(world, routes, operationsOf(world.t.app));
  const unique = (lines: string[]) => [...new Set(lines)];
  const unprovenRoutes = unique(
    result.unproven.map((line) => line.split(' as ')[0]!.replace(/ \(#[^)]*\)/, '')),
  );
  console.info(
    [
      `authorization matrix: ${result.routes} routes, ${result.calls} calls in ${Math.round(performance.now() - started)} ms`,
      `  refused for their input before the caller was looked at (unproven): ${unprovenRoutes.join('; ') || 'none'}`,
      `  answered 503 (not set up here): ${unique(result.unavailable).length}`,
      `  no fixture: ${unique(result.uncovered).join('; ') || 'none'}`,
    ].join('\n'),
  );
}, 120_000);
afterAll(() => world?.close());

describe('authorization matrix', () => {
  it('every route declares who may call it', () => {
    expect(missingDeclarations(calledRoutes(world.t.app)), 'routes without config.access').toEqual([]);
  });

  it('every answer matches the route’s declaration', () => {
    expect(result.failures).toEqual([]);
  });

  it('tries every write with the session cookie from another site’s page', () => {
    const writes = calledRoutes(world.t.app)
      .filter((route) => route.method !== 'GET' && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    expect(writes).toEqual(
      expect.arrayContaining(['POST /api/v14/upload-image.php', 'PUT /api/v14/venue/banner']),
    );
    expect(result.crossSite.toSorted()).toEqual(writes.toSorted());
  });

  it('no answer holds another account’s private words or addresses', () => {
    expect(result.leaks).toEqual([]);
  });

  it('calls the removal of a producer’s track on the owner’s track and on another producer’s', () => {
    const removal = calledRoutes(world.t.app).find(
      (route) => route.method === 'DELETE' && route.url === '/api/v14/producer/tracks/:id',
    );
    expect(removal?.access).toEqual(access.owner('producer-track', ['producer']));
    for (const side of ['a', 'b'] as const)
      expect(world.owned[side].producer?.['producer-track']).toBeDefined();
    expect(result.uncovered.filter((line) => line.includes('/producer/tracks/:id'))).toEqual([]);
  });

  it('fails a route whose answers contradict its declaration (one without an owner check)', async () => {
    // A public read declared as a booking party's: a visitor and another account are let in, so it must fail.
    const similar = calledRoutes(world.t.app).find(
      (route) => route.method === 'GET' && route.url === '/api/v14/djs/:id/similar',
    )!;
    const contradicted = await runMatrix(
      world,
      [{ ...similar, access: access.owner('booking', ['venue', 'enthusiast', 'dj']) }],
      operationsOf(world.t.app),
    );
    expect(contradicted.failures).toEqual(
      expect.arrayContaining([
        expect.stringContaining('as signed out: expected 401 (signed out)'),
        expect.stringMatching(/as venue b: expected 403 or 404 \(another account’s resource\)/),
      ]),
    );
  });
});
