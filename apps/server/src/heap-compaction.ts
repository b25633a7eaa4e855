import type { FastifyInstance } from 'fastify';

/** V8's collector as `--expose-gc` exposes it (`globalThis.gc`). */
export type Collector = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

const MB = 1024 * 1024;

/**
 * Gives back to the system the memory booting grew (decision record 021): migrations, the blog import, the demo
 * seed and the job tables leave a heap committed far above what the server keeps, and V8's own memory reducer
 * never runs in an idle server. With the collector exposed (the start script passes --expose-gc), one
 * memory-reducing collection runs when the app is ready, before it takes connections; it also drops the compiled
 * code of functions that ran only while booting. Without it (tests, `npm run dev`) nothing is registered.
 */
export function compactHeapWhenReady(app: FastifyInstance, gc: Collector | undefined): void {
  if (!gc) return;
  app.addHook('onReady', (done) => {
    const before = process.memoryUsage.rss();
    const startedAt = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    app.log.debug(
      {
        rssBeforeMb: Math.round(before / MB),
        rssAfterMb: Math.round(process.memoryUsage.rss() / MB),
        ms: Math.round(performance.now() - startedAt),
      },
      'heap compacted after boot',
    );
    done();
  });
}
