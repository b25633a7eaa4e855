import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { compactHeapWhenReady, type Collector } from './heap-compaction.ts';

describe('compactHeapWhenReady', () => {
  it('runs one memory-reducing collection when the app is ready, and none for requests', async () => {
    const gc = vi.fn<Collector>();
    const app = Fastify();
    app.get('/work', async () => ({ ok: true }));
    compactHeapWhenReady(app, gc);
    expect(gc).not.toHaveBeenCalled();
    await app.ready();
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect((await app.inject('/work')).statusCode).toBe(200);
    expect(gc).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('does nothing in a process started without --expose-gc', async () => {
    const app = Fastify();
    const addHook = vi.spyOn(app, 'addHook');
    compactHeapWhenReady(app, undefined);
    expect(addHook).not.toHaveBeenCalled();
    await app.ready();
    await app.close();
  });
});
