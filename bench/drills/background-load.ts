/**
 * Steady traffic for the outage and restart drills: public reads, booking flows and profile writes (soak-traffic.ts)
 * through nginx, counted into whichever tally the drill's current phase set.
 */
import type { Actors } from './actors.ts';
import { runWorkers, Tally } from './http-load.ts';
import { bookingFlow, newLedger, profileWrite, publicReads, type SoakContext } from './soak-traffic.ts';

export type BackgroundLoad = {
  context: SoakContext;
  /** Counts what follows into a new tally (a drill's next phase) and answers it. */
  phase(options?: { unavailableExpected?: boolean }): Tally;
  stop(): Promise<void>;
};

export function startBackgroundLoad(
  origin: string,
  actors: Actors,
  options: { readers?: number; bookers?: number; writers?: number; spreadAddresses?: boolean } = {},
): BackgroundLoad {
  const counts = {
    readers: options.readers ?? 8,
    bookers: options.bookers ?? 4,
    writers: options.writers ?? 2,
  };
  const context: SoakContext = {
    spreadAddresses: options.spreadAddresses ?? false,
    origin,
    tally: new Tally(),
    actors,
    ledger: newLedger(),
    djSlugs: [],
    testClock: false,
  };
  let stopped = false;
  const over = () => stopped;
  let round = 0;
  const running = Promise.all([
    runWorkers(counts.readers, over, (worker) => publicReads(context, worker, (round += 1))),
    runWorkers(counts.bookers, over, async (worker) => {
      round += 1;
      await bookingFlow(context, actors.venues[worker]!, actors.djs[worker]!, round % 3 !== 0);
    }),
    runWorkers(counts.writers, over, (worker) =>
      profileWrite(context, actors.djs[counts.bookers + worker]!, (round += 1)),
    ),
  ]);
  return {
    context,
    phase(options = {}) {
      const tally = new Tally();
      tally.unavailableExpected = options.unavailableExpected ?? false;
      context.tally = tally;
      return tally;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
