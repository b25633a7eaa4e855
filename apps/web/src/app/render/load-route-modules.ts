import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy screens of the routes matching `pathname` before the app starts, so the first render already has
 * them: a server-rendered page hydrates without a fallback, and nothing flashes while a chunk loads.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
