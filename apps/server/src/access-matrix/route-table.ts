import type { FastifyInstance } from 'fastify';
import { routeTableOf, type RouteAccess, type RouteEntry } from '../http/route-access.ts';

/** A route with its declaration, as the matrix and the fuzzer walk them. */
export type DeclaredRoute = RouteEntry & { access: RouteAccess };

/** Methods the matrix calls; OPTIONS (tus's preflight answers) carries no account's data. */
const CALLED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route the app registered that the matrix calls (HEAD only where it has no GET twin). */
export function calledRoutes(app: FastifyInstance): RouteEntry[] {
  return routeTableOf(app).filter((route) => CALLED.has(route.method));
}

/** The declaration a route most likely needs, from its path: a guess to start from, named in the failure. */
function suggestedAccess(route: RouteEntry): string {
  if (route.url.includes('/admin/')) return 'access.operator()';
  const param = /:(\w+)/.exec(route.url)?.[1];
  if (param === 'token' || /unsubscribe|callback|webhook/.test(route.url))
    return "access.token('<what proves it>')";
  if (param) return "access.owner('<resource>', ['<role>', …])";
  if (route.method === 'GET') return "access.self('<role>', …) or access.public()";
  return "access.self('<role>', …)";
}

/** One line per route without a declaration: which route, where it is registered, what to add. */
export function missingDeclarations(routes: RouteEntry[]): string[] {
  return routes
    .filter((route) => !route.access)
    .map(
      (route) =>
        `${route.method} ${route.url} (${route.registeredAt ?? 'registered outside apps/server/src'}): add ` +
        `\`config: { access: ${suggestedAccess(route)} }\` to its options (see apps/server/src/http/route-access.ts)`,
    );
}
