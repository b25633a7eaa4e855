import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SIGN_IN_REQUIRED, WRONG_ACCOUNT_TYPE } from '@cuepoint/domain/accounts/messages';
import type { ApiCall, apiCaller } from './use-test-app.ts';

type Auth = Record<string, string>;

/** One call on an account's own rows: what another account of the role gets, and what the owner gets. */
export type OwnRouteCase = { call: ApiCall; other: number; owner: number };

export type OwnRouteCallers<Before = unknown> = {
  /** Signed-in accounts of other roles: each gets 403. */
  refused: Auth[];
  /** Another account of the owner's role. */
  other: Auth;
  owner: Auth;
  /** Reads what the other account must not change, before its call. */
  beforeOther?: (route: OwnRouteCase) => Promise<Before>;
  /** Checks the other account's answer (and what it left) before the owner calls. */
  afterOther?: (
    answer: LightMyRequestResponse,
    route: OwnRouteCase,
    label: string,
    before: Before,
  ) => unknown;
};

/**
 * Authorization of every route in `routes`, in order: a visitor 401 and each refused role 403 with the guard's words,
 * the other account `route.other`, then the owner `route.owner`, successful below 400, with an answer no cache keeps.
 */
export async function expectOwnRouteAccess<Before>(
  call: ReturnType<typeof apiCaller>,
  routes: OwnRouteCase[],
  callers: OwnRouteCallers<Before>,
): Promise<void> {
  for (const route of routes) {
    const label = `${route.call.method} ${route.call.url}`;
    const visitor = await call(route.call);
    expect([visitor.statusCode, visitor.json()], label).toMatchObject([
      401,
      { success: false, error: SIGN_IN_REQUIRED },
    ]);
    for (const auth of callers.refused) {
      const refused = await call(route.call, auth);
      expect([refused.statusCode, refused.json()], label).toMatchObject([
        403,
        { success: false, error: WRONG_ACCOUNT_TYPE },
      ]);
    }
    const before = (await callers.beforeOther?.(route)) as Before;
    const asOther = await call(route.call, callers.other);
    expect(asOther.statusCode, label).toBe(route.other);
    await callers.afterOther?.(asOther, route, label, before);
    const asOwner = await call(route.call, callers.owner);
    expect(asOwner.statusCode, label).toBe(route.owner);
    expect(asOwner.json().success, label).toBe(route.owner < 400);
    expect(asOwner.headers['cache-control'], label).toBe('no-store');
  }
}
