import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { RESERVED_SLUGS, couldBeDjSlug } from '@cuepoint/domain/djs/reserved-slugs';
import { routes } from '../../app/routes.tsx';

/** Every route's full path, from the nested route table. */
function pathsOf(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    return [...(route.path ? [own] : []), ...(route.children ? pathsOf(route.children, own) : [])];
  });
}

/** The first segment of each route that names one (not `/`, `*` or a `:param`). */
function namedFirstSegments(): string[] {
  const segments = pathsOf(routes)
    .map((path) => path.split('/').filter(Boolean)[0])
    .filter((segment): segment is string => Boolean(segment) && !segment!.startsWith(':') && segment !== '*');
  return [...new Set(segments)].sort();
}

describe('DJ slugs and the route table', () => {
  it('finds the named routes of the table', () => {
    expect(namedFirstSegments()).toEqual(
      expect.arrayContaining(['about', 'blog', 'dj', 'dj-tools', 'signup']),
    );
  });

  it("reserves every route's first segment, so no DJ slug can shadow an app page", () => {
    const missing = namedFirstSegments().filter((segment) => !RESERVED_SLUGS.includes(segment));
    expect(missing, 'add these to RESERVED_SLUGS in packages/domain/src/djs/reserved-slugs.ts').toEqual([]);
    for (const segment of namedFirstSegments()) expect(couldBeDjSlug(segment), segment).toBe(false);
  });

  it('sends /{slug} and /dj/{id} to the DJ profile, ranked below every named route', () => {
    const leaf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;
    expect(leaf('/nova-reyes')).toBe(':slug');
    expect(leaf('/dj/12')).toBe('dj/:id');
    expect(leaf('/contcat/extra')).toBe('*');
    const staticPaths = pathsOf(routes).filter((path) => path !== '/' && !/[:*]/.test(path));
    expect(staticPaths.length).toBeGreaterThan(20);
    for (const path of staticPaths) expect(leaf(path), path).not.toBe(':slug');
  });
});
