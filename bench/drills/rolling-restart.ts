/**
 * Rolling restart drill: under load, each of the 3 processes in turn gets SIGTERM, exits and starts again. Passes when
 * nginx answered no request with an error, every process ended its shutdown cleanly (exit code 0), and every live
 * updates client, ended by the shutdown and reconnected with Last-Event-ID, received every event the server holds
 * for its account since it connected.
 */
import { createActors } from './actors.ts';
import { startDrillCluster } from './drill-cluster.ts';
import { sleep } from './http-load.ts';
import { startBackgroundLoad } from './background-load.ts';
import { openLiveClient, replayAfter } from './sse-client.ts';

export async function rollingRestartDrill(): Promise<boolean> {
  const cluster = await startDrillCluster('rolling-restart');
  try {
    const actors = await createActors(cluster.databaseUrl, { venues: 4, djs: 6 }, new Date());
    // Two streams per venue, as two open tabs.
    const clients = actors.venues.flatMap((venue) => [
      { venue, client: openLiveClient(cluster.origin, venue.authorization) },
      { venue, client: openLiveClient(cluster.origin, venue.authorization) },
    ]);
    await sleep(2000);
    const load = startBackgroundLoad(cluster.origin, actors);
    const tally = load.phase();
    await sleep(5000);
    const exits: (number | null)[] = [];
    const shutdownMs: number[] = [];
    for (let i = 0; i < cluster.processes.length; i += 1) {
      const started = Date.now();
      exits.push(await cluster.stopProcess(i));
      shutdownMs.push(Date.now() - started);
      await cluster.startProcess(i);
      console.log(`app-${i + 1}: stopped in ${shutdownMs[i]} ms (exit code ${exits[i]}), ready again`);
      await sleep(3000);
    }
    await sleep(3000);
    await load.stop();
    await sleep(1500);
    tally.print('through nginx during the restarts');

    let missing = 0;
    let received = 0;
    let reconnects = 0;
    for (const { venue, client } of clients) {
      client.close();
      const after = client.startedAfter();
      reconnects += client.reconnects();
      received += client.ids.length;
      if (after === undefined) {
        console.log(`a live client of venue ${venue.id} never connected`);
        missing += 1;
        continue;
      }
      const got = new Set(client.ids);
      const expected = await replayAfter(cluster.origin, venue.authorization, after);
      const lost = expected.filter((id) => !got.has(id));
      missing += lost.length;
      if (lost.length > 0) console.log(`venue ${venue.id}: missed events ${lost.slice(0, 10).join(', ')}`);
      const duplicates = client.ids.length - got.size;
      if (duplicates > 0) console.log(`venue ${venue.id}: ${duplicates} events arrived twice`);
    }
    console.log(
      `live updates: ${clients.length} clients, ${received} events received, ${reconnects} reconnects, ${missing} missed`,
    );
    const s = tally.summary();
    const checks: [string, boolean][] = [
      ['no failed request at nginx', s.error + s.hung + s.unavailable === 0],
      ['every process shut down cleanly', exits.every((code) => code === 0)],
      ['live clients reconnected', reconnects >= cluster.processes.length],
      ['no live update missed', missing === 0],
    ];
    for (const [check, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${check}`);
    return checks.every(([, ok]) => ok);
  } finally {
    await cluster.close();
  }
}
