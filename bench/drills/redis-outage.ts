/**
 * Redis outage drill: the drill Redis (6380) stopped for 20 s under load. Passes when nothing fails meanwhile (no
 * error, no 503 through nginx), readiness stays 200 and reports Redis unavailable, live updates keep arriving (they
 * travel through PostgreSQL), and the rate limits degrade as documented: with Redis, wrong passwords for one e-mail
 * from one address are refused after the shared limit across all processes; without it, each process counts its own,
 * so the refusal comes after at most one limit per process.
 */
import { createActors } from './actors.ts';
import { DRILL_APP_PORTS, startDrillCluster } from './drill-cluster.ts';
import { sleep, Tally, call } from './http-load.ts';
import { startBackgroundLoad } from './background-load.ts';
import { openLiveClient } from './sse-client.ts';

const OUTAGE_MS = Number(process.env['DRILL_OUTAGE_SECONDS'] ?? 20) * 1000;
/** loginPair of modules/accounts/accounts/attempt-limits.ts: wrong passwords per e-mail and address. */
const LOGIN_PAIR_MAX = 10;

/** Wrong passwords for `email` from `address` until a 429; answers how many were answered 401 first. */
async function attemptsUntilRefused(origin: string, email: string, address: string): Promise<number> {
  const tally = new Tally();
  for (let attempt = 0; attempt < LOGIN_PAIR_MAX * DRILL_APP_PORTS.length + 5; attempt += 1) {
    const answer = await call(origin, tally, {
      method: 'POST',
      path: '/api/v14/auth/login',
      headers: { 'x-forwarded-for': address },
      body: { email, password: 'not-the-password-at-all' },
      ok: [401],
      refused: [429],
    });
    if (answer?.status === 429) return attempt;
    if (answer?.status !== 401)
      throw new Error(`a wrong password was answered ${answer?.status ?? 'nothing'}`);
  }
  return Number.POSITIVE_INFINITY;
}

async function readyAnswers(): Promise<string[]> {
  return Promise.all(
    DRILL_APP_PORTS.map(async (port) => {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v14/health/ready`);
      const body = (await answer.json()) as { data?: { redis?: string } };
      return `${answer.status} redis ${body.data?.redis ?? '?'}`;
    }),
  );
}

export async function redisOutageDrill(): Promise<boolean> {
  // The sign-in limits as shipped (the other drills lift them: all their traffic comes from one address).
  const cluster = await startDrillCluster('redis-outage', { AUTH_RATE_LIMIT_MULTIPLIER: '1' });
  try {
    const actors = await createActors(cluster.databaseUrl, { venues: 4, djs: 6 }, new Date());
    const victim = actors.venues[0]!.email;
    const shared = await attemptsUntilRefused(cluster.origin, victim, '203.0.113.10');
    const live = openLiveClient(cluster.origin, actors.venues[1]!.authorization);
    // The load comes from many addresses, as a real audience does, so the shipped sign-in and card limits hold.
    const load = startBackgroundLoad(cluster.origin, actors, { spreadAddresses: true });
    const before = load.phase();
    await sleep(10_000);
    const during = load.phase();
    await cluster.redis.stop();
    const stoppedAt = Date.now();
    await sleep(2000);
    const readyDuring = await readyAnswers();
    const liveBefore = live.ids.length;
    const perProcess = await attemptsUntilRefused(cluster.origin, victim, '203.0.113.11');
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));
    const liveDuring = live.ids.length - liveBefore;
    await cluster.redis.start();
    const after = load.phase();
    await sleep(10_000);
    const readyAfter = await readyAnswers();
    const sharedAgain = await attemptsUntilRefused(cluster.origin, victim, '203.0.113.12');
    await load.stop();
    live.close();

    before.print('before the outage');
    during.print('during the outage');
    after.print('after the outage');
    console.log(`readiness during the outage: ${readyDuring.join('; ')}; after: ${readyAfter.join('; ')}`);
    console.log(
      `wrong passwords answered before the 429 (limit ${LOGIN_PAIR_MAX} per e-mail and address): ${shared} with Redis, ${perProcess} without it (${DRILL_APP_PORTS.length} processes counting apart), ${sharedAgain} once it was back`,
    );
    console.log(`live updates during the outage: ${liveDuring} events`);
    const clean = (tally: Tally) => {
      const s = tally.summary();
      return s.error + s.hung + s.unavailable === 0;
    };
    const checks: [string, boolean][] = [
      ['no errors before, during or after the outage', clean(before) && clean(during) && clean(after)],
      [
        'readiness stays 200 and says Redis is unavailable',
        readyDuring.every((line) => line === '200 redis unavailable'),
      ],
      ['readiness reports Redis again afterwards', readyAfter.every((line) => line === '200 redis ready')],
      [
        'the shared limit holds across processes with Redis',
        shared === LOGIN_PAIR_MAX && sharedAgain === LOGIN_PAIR_MAX,
      ],
      [
        'without Redis each process counts its own (a 429 after one to three limits)',
        perProcess >= LOGIN_PAIR_MAX && perProcess <= LOGIN_PAIR_MAX * DRILL_APP_PORTS.length,
      ],
      ['live updates keep arriving', liveDuring > 0],
    ];
    for (const [check, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${check}`);
    return checks.every(([, ok]) => ok);
  } finally {
    await cluster.close();
  }
}
