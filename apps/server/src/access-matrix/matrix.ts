import type { LightMyRequestResponse } from 'fastify';
import {
  CROSS_SITE_REFUSED,
  SESSION_EXPIRED,
  SIGN_IN_REQUIRED,
  WRONG_ACCOUNT_TYPE,
} from '@cuepoint/domain/accounts/messages';
import { SESSION_COOKIE } from '@cuepoint/domain/accounts/session-user';
import { ADMIN_MESSAGES } from '@cuepoint/domain/trust/admin';
import type { RouteAccess } from '../http/route-access.ts';
import { testIp } from '../modules/platform/spam/captcha-testing.ts';
import type { DeclaredRoute } from './route-table.ts';
import { injectOptions, minimalCall, operationFor, type Operation } from './route-calls.ts';
import { ROLES, SIDES, type Account, type Side, type World } from './world.ts';

/** What a call must get, from the route's declaration and who makes it. */
type Expectation =
  | 'sign-in' // 401
  | 'wrong-role' // 403
  | 'not-yours' // 403 or 404
  | 'allowed' // neither 401 nor 403
  | 'no-secret' // a made-up secret opens nothing: not a 2xx
  | 'owner' // neither 401 nor 403, nor the 404 a stranger gets
  | 'cross-site'; // a write with the session cookie from another site's page: 403, the cross-site refusal

type Check = {
  route: DeclaredRoute;
  who: string;
  account: Account | undefined;
  expect: Expectation;
  /** Calls that may change the world run after every read and refusal, one at a time. */
  late: boolean;
  resource?: number | string;
};

export type MatrixResult = {
  routes: number;
  calls: number;
  failures: string[];
  leaks: string[];
  /** Owner checks the world has no resource for (named, so a new kind of resource is noticed). */
  uncovered: string[];
  /** Stranger calls refused for their input (400, 415) before the route looked at the caller. */
  unproven: string[];
  /** Calls answered 503 (an integration this server is not set up for). */
  unavailable: string[];
  /** The writes tried with the session cookie from another site's page (one per non-GET route). */
  crossSite: string[];
};

const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');
const DESTRUCTIVE = /\/(cancel|decline|withdraw|delete|suspend|disconnect|logout|rotate)\b/;

function describe(expect: Expectation): string {
  return {
    'sign-in': '401 (signed out)',
    'wrong-role': '403 (wrong account type)',
    'not-yours': '403 or 404 (another account’s resource)',
    allowed: 'not 401/403 (the declaration lets this caller in)',
    'no-secret': 'not a 2xx (a made-up secret must open nothing)',
    owner: 'not 401/403 and not the stranger’s 404 (the caller is a party)',
    'cross-site': '403 with the cross-site refusal (the session cookie, sent from another site)',
  }[expect];
}

function plan(world: World, route: DeclaredRoute): { checks: Check[]; uncovered: string[] } {
  const policy: RouteAccess = route.access;
  const checks: Check[] = [];
  const uncovered: string[] = [];
  const write = route.method !== 'GET' && route.method !== 'HEAD';
  const add = (account: Account | undefined, expect: Expectation, resource?: number | string) =>
    checks.push({
      route,
      who: account ? `${account.role} ${account.side}` : 'signed out',
      account,
      expect,
      late: write && (expect === 'allowed' || expect === 'owner'),
      resource,
    });

  if (write) {
    // The caller the declaration lets in, signed in by cookie, on its own resource: only the origin is wrong.
    const account = crossSiteCaller(world, policy);
    const own =
      policy.kind === 'owner' ? world.owned[account.side][account.role]?.[policy.resource] : undefined;
    add(account, 'cross-site', own);
  }
  if (policy.kind === 'token') add(undefined, 'no-secret');
  if (policy.kind === 'public' || policy.kind === 'token') {
    add(undefined, 'allowed');
    for (const side of SIDES) for (const role of ROLES) add(world.accounts[side][role], 'allowed');
    return { checks, uncovered };
  }
  add(undefined, 'sign-in');
  for (const side of SIDES) {
    for (const role of ROLES) {
      const account = world.accounts[side][role];
      if (policy.kind === 'operator') {
        add(account, role === 'operator' ? 'allowed' : 'wrong-role');
        continue;
      }
      const roleAllowed = policy.roles.length === 0 || policy.roles.includes(account.userType);
      if (policy.kind === 'self') {
        add(account, roleAllowed ? 'allowed' : 'wrong-role');
        continue;
      }
      // owner: a resource of the other side (of this role, else of any allowed role) must stay out of reach.
      const ownedBy = (s: Side, r: typeof role) => world.owned[s][r]?.[policy.resource];
      const strangers = policy.roles.map((r) => ownedBy(other(side), r)).find((id) => id !== undefined);
      const foreign = ownedBy(other(side), role) ?? strangers;
      if (!roleAllowed) {
        add(account, 'wrong-role', foreign ?? 1);
        continue;
      }
      if (foreign !== undefined) add(account, 'not-yours', foreign);
      const own = ownedBy(side, role);
      if (own !== undefined) add(account, 'owner', own);
      else if (role !== 'operator')
        uncovered.push(`${route.method} ${route.url} as ${role}: no ${policy.resource}`);
    }
  }
  return { checks, uncovered };
}

/** Who a write is tried as from another site: an account the declaration lets in (any account for open routes). */
function crossSiteCaller(world: World, policy: RouteAccess): Account {
  const side = world.accounts.a;
  if (policy.kind === 'operator') return side.operator;
  if (policy.kind !== 'self' && policy.kind !== 'owner') return side.venue;
  const role = ROLES.find(
    (r) => r !== 'operator' && (policy.roles.length === 0 || policy.roles.includes(side[r].userType)),
  );
  return side[role ?? 'venue'];
}

/** Another site's page calling with the account's session cookie (the matrix otherwise signs in by token). */
const FOREIGN_ORIGIN = 'https://elsewhere.example';
function crossSiteHeaders(auth: { authorization: string }): Record<string, string> {
  return {
    origin: FOREIGN_ORIGIN,
    cookie: `${SESSION_COOKIE}=${auth.authorization.replace(/^Bearer /, '')}`,
  };
}

export type Answer = { status: number; error: string | undefined; text: string };

/**
 * The answer of a call injected with payloadAsStream: an event stream is read to its first chunk and let go (it would
 * never end), anything else to its end.
 */
export async function answerOf(response: LightMyRequestResponse): Promise<Answer> {
  const stream = response.stream();
  const streaming = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (streaming) break;
  }
  stream.destroy();
  let error: string | undefined;
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    error = typeof parsed?.error === 'string' ? parsed.error : undefined;
  } catch {
    // not JSON (a page, a calendar file, a redirect, an event stream)
  }
  return { status: response.statusCode, error, text };
}

/** Refusals for who the caller is (not for what they sent or what the resource's state allows). */
const SIGNED_OUT = new Set([SIGN_IN_REQUIRED, SESSION_EXPIRED]);
const NOT_FOR_YOU = new Set([WRONG_ACCOUNT_TYPE, ADMIN_MESSAGES.operatorsOnly]);
const refusedAsSignedOut = (answer: Answer) => answer.status === 401 && SIGNED_OUT.has(answer.error ?? '');
const refusedForRole = (answer: Answer) => answer.status === 403 && NOT_FOR_YOU.has(answer.error ?? '');

/** 'pass', 'fail', or 'unproven' when the call was refused for its input before the route looked at the caller. */
function verdict(check: Check, answer: Answer, stranger: Answer | undefined): 'pass' | 'fail' | 'unproven' {
  const { status } = answer;
  // 503 is the documented answer of an integration this server is not set up for (Mixcloud without its keys).
  if (status >= 500 && status !== 503) return 'fail';
  const open = check.route.access.kind === 'public' || check.route.access.kind === 'token';
  switch (check.expect) {
    case 'sign-in':
      return status === 401 ? 'pass' : 'fail';
    case 'wrong-role':
      return status === 403 ? 'pass' : 'fail';
    case 'not-yours':
      if (status === 403 || status === 404) return 'pass';
      return status === 400 || status === 415 ? 'unproven' : 'fail';
    case 'no-secret':
      return status >= 200 && status < 300 ? 'fail' : 'pass';
    case 'allowed':
      if (refusedForRole(answer)) return 'fail';
      return (open ? refusedAsSignedOut(answer) : status === 401) ? 'fail' : 'pass';
    case 'cross-site':
      return status === 403 && answer.error === CROSS_SITE_REFUSED ? 'pass' : 'fail';
    case 'owner':
      if (status === 401 || refusedForRole(answer)) return 'fail';
      if (!stranger || stranger.status !== status || stranger.error !== answer.error) return 'pass';
      return status === 400 || status === 415 ? 'unproven' : 'fail';
  }
}

/** A few calls at a time: as many as a database pool of the tests' size serves without queueing past its timeout. */
export async function inParallel<T>(items: T[], run: (item: T) => Promise<void>, width = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await run(item as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * Calls every declared route as signed out and as both accounts of every role (owner and other account), checks each
 * answer against the declaration, and looks in every answer for the other side's private words and addresses.
 */
export async function runMatrix(
  world: World,
  routes: DeclaredRoute[],
  operations: Map<string, Operation>,
): Promise<MatrixResult> {
  const { app, config } = world.t;
  const origin = new URL(config.PUBLIC_URL).origin;
  const failures: string[] = [];
  const leaks: string[] = [];
  const uncovered: string[] = [];
  const unproven: string[] = [];
  const unavailable: string[] = [];
  const checks: Check[] = [];
  for (const route of routes) {
    const planned = plan(world, route);
    checks.push(...planned.checks);
    uncovered.push(...planned.uncovered);
  }

  const strangerAnswers = new Map<string, Answer>();
  const call = async (check: Check): Promise<void> => {
    const { route, account } = check;
    const operation = operationFor(operations, route.method, route.url);
    const policy = route.access;
    const at = policy.kind === 'owner' ? policy.at : undefined;
    // An operator's writes name nobody (no account is suspended, no dispute decided by the matrix).
    const resource =
      check.resource !== undefined && at
        ? { id: check.resource, at }
        : policy.kind === 'operator' && check.late
          ? { id: 2147483000, at: { in: 'params' as const, name: 'id' } }
          : undefined;
    const auth = account ? (check.late ? await account.freshAuth() : account.auth) : {};
    const headers =
      check.expect === 'cross-site' && account
        ? crossSiteHeaders(account.auth)
        : { origin, ...(auth as Record<string, string>) };
    const parts = minimalCall(route.method, operation, resource);
    const response = await app.inject({
      ...injectOptions(route.method, route.url, parts, headers),
      payloadAsStream: true,
      // Each call from an address of its own: the rate limits count per address, and the matrix is not one client.
      remoteAddress: testIp(),
    });
    const answer = await answerOf(response);
    const name = `${route.method} ${route.url}${check.resource ? ` (#${check.resource})` : ''} as ${check.who}`;
    if (check.expect === 'not-yours')
      strangerAnswers.set(`${route.method} ${route.url} ${account?.role}`, answer);
    const stranger = strangerAnswers.get(`${route.method} ${route.url} ${account?.role}`);
    const outcome = verdict(check, answer, stranger);
    if (outcome === 'unproven') unproven.push(`${name}: ${answer.status} ${answer.error ?? ''}`);
    if (answer.status === 503) unavailable.push(name);
    if (outcome === 'fail') {
      failures.push(
        `${name}: expected ${describe(check.expect)} for ${JSON.stringify(route.access)}, got ${answer.status} ${
          answer.error ?? answer.text.slice(0, 120)
        }`,
      );
    }
    // Nobody but an operator ever reads the other side's private words; a visitor reads nobody's.
    if (account?.role !== 'operator') {
      const forbidden = account
        ? world.secrets[other(account.side)]
        : [...world.secrets.a, ...world.secrets.b];
      const seen = forbidden.filter((secret) => answer.text.includes(secret));
      if (seen.length > 0) leaks.push(`${name}: the answer holds ${seen.join(', ')}`);
    }
  };

  const early = checks.filter((check) => !check.late);
  // Strangers first, so the owner's answers can be told apart from theirs.
  await inParallel(
    early.filter((c) => c.expect !== 'owner'),
    call,
  );
  await inParallel(
    early.filter((c) => c.expect === 'owner'),
    call,
  );
  const late = checks.filter((check) => check.late);
  const destructive = (check: Check) => check.route.method === 'DELETE' || DESTRUCTIVE.test(check.route.url);
  for (const check of late.filter((c) => !destructive(c))) await call(check);
  for (const check of late.filter(destructive)) await call(check);
  const crossSite = checks
    .filter((check) => check.expect === 'cross-site')
    .map((check) => `${check.route.method} ${check.route.url}`);
  return {
    routes: routes.length,
    calls: checks.length,
    failures,
    leaks,
    uncovered,
    unproven,
    unavailable,
    crossSite,
  };
}
