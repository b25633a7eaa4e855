import type { FastifyInstance, RouteOptions } from 'fastify';
import { USER_TYPES, type TUserType } from '@cuepoint/domain/accounts/user-types';

/**
 * Who may call a route, declared next to its registration as `config: { access: access.…() }` (decision record
 * 039). The route file is the one place that says it; the authorization matrix (src/access-matrix) reads every
 * registered route's declaration and checks the answers of every role, of the owner and of another account, against
 * it. A route without one fails that suite.
 */
export type RouteAccess =
  /** Anyone, signed out included; the answer carries nothing private to an account. */
  | { kind: 'public' }
  /**
   * Proven by a secret in the URL or body (a calendar feed, an unsubscribe link, a provider's callback), not by a
   * session: without a valid one the answer is a refusal, whoever asks.
   */
  | { kind: 'token'; token: string }
  /**
   * A signed-in account of these roles (any role when empty) acting on its own account: 401 signed out, 403 another
   * role, and 403 with an unverified address when `verifiedEmail`.
   */
  | { kind: 'self'; roles: readonly TUserType[]; verifiedEmail?: true; stepUp?: true; refusal?: string }
  /**
   * A signed-in account of these roles acting on one resource it is a party to, named by `at` (the `id` path
   * parameter unless said otherwise): 401 signed out, 403 another role (or an unverified address when `verifiedEmail`),
   * 403 or 404 for another account's resource.
   */
  | {
      kind: 'owner';
      resource: OwnedResource;
      roles: readonly TUserType[];
      at: ResourceLocation;
      verifiedEmail?: true;
      stepUp?: true;
      refusal?: string;
    }
  /** An operator (ADMIN_EMAILS, verified): 401 signed out, 403 anyone else. */
  | { kind: 'operator' };

/** The resources an account owns or is a party to, as routes address them. */
export type OwnedResource =
  | 'booking-request'
  | 'offer'
  | 'booking'
  | 'message'
  | 'review'
  | 'dj-set'
  | 'upload'
  | 'producer-upload'
  | 'producer-track'
  | 'performance-hour'
  | 'availability-period'
  | 'dj-event'
  | 'venue-event'
  | 'co-stream-destination'
  | 'notification'
  | 'payment-intent';

export type ResourceLocation = { in: 'params' | 'query' | 'body'; name: string };

const ID_PARAM: ResourceLocation = { in: 'params', name: 'id' };

type SessionAccess = Extract<RouteAccess, { kind: 'self' | 'owner' }>;

/**
 * A signed-in declaration with its refinements. `.verified()` also asks for a verified address: whatever reaches
 * other people (requests, offers, answers, messages) does, so an account registered with someone else's address
 * can send nothing before the owner verifies it. `.recentPassword()` asks for the credential proved in the last 10
 * minutes (the step-up, decision record 054): a sensitive action answers 403 REAUTH_REQUIRED outside that window.
 * `.refusing(message)` answers a caller who is signed out or of
 * another role with the route's own words instead of the general ones. The methods sit on the prototype, so the
 * declaration stays plain data to the matrix (compared and printed by its fields).
 */
export type VerifiableAccess = SessionAccess & {
  verified(): VerifiableAccess;
  recentPassword(): VerifiableAccess;
  refusing(message: string): VerifiableAccess;
};

const refinements = {
  verified(this: SessionAccess): VerifiableAccess {
    return session({ ...this, verifiedEmail: true });
  },
  recentPassword(this: SessionAccess): VerifiableAccess {
    return session({ ...this, stepUp: true });
  },
  refusing(this: SessionAccess, message: string): VerifiableAccess {
    return session({ ...this, refusal: message });
  },
};

function session(declaration: SessionAccess): VerifiableAccess {
  return Object.assign(Object.create(refinements) as VerifiableAccess, declaration);
}

export const access = {
  public: (): RouteAccess => ({ kind: 'public' }),
  token: (token: string): RouteAccess => ({ kind: 'token', token }),
  self: (...roles: TUserType[]): VerifiableAccess => session({ kind: 'self', roles }),
  owner: (
    resource: OwnedResource,
    roles: readonly TUserType[] | 'any',
    at: ResourceLocation = ID_PARAM,
  ): VerifiableAccess =>
    session({ kind: 'owner', resource, roles: roles === 'any' ? USER_TYPES : roles, at }),
  operator: (): RouteAccess => ({ kind: 'operator' }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (see http/route-access.ts); every route declares it. */
    access?: RouteAccess;
  }
}

/** One registered route as the authorization matrix and the fuzzer read it. */
export type RouteEntry = {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  schema: RouteOptions['schema'];
  /** Where the route was registered (file:line), kept for routes without a declaration so the failure names it. */
  registeredAt: string | undefined;
};

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Where a route's registration sits: the first stack frame in a feature or app file. */
function registrationSite(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const frame = stack
    .split('\n')
    .map((line) =>
      /\((?:file:\/\/)?(\/[^)]+\/apps\/server\/src\/[^)]+)\)|at (\/[^ ]+\/apps\/server\/src\/\S+)/.exec(line),
    )
    .find((match) => match && !(match[1] ?? match[2] ?? '').includes('/http/route-access.ts'));
  const where = frame?.[1] ?? frame?.[2];
  return where?.replace(/^.*\/apps\/server\//, 'apps/server/').replace(/:\d+$/, '');
}

/** Keeps every route registered from here on (call before the features register theirs). */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    const registeredAt = access ? undefined : registrationSite();
    for (const method of methods) {
      table.push({ method, url: route.url, access, schema: route.schema, registeredAt });
    }
  });
}

/** Every route the app registered, as recorded by recordRouteTable (HEAD twins of GET routes left out). */
export function routeTableOf(app: FastifyInstance): RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('recordRouteTable(app) was not called before the routes were registered');
  const gets = new Set(table.filter((r) => r.method === 'GET').map((r) => r.url));
  return table.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}
