/**
 * Loaded into the server by bench/memory.ts (`node --import`): answers 'memory' on the IPC channel with
 * process.memoryUsage() after a full garbage collection when --expose-gc is on. Never loaded in production.
 */
if (process.send) {
  process.channel?.unref();
  process.on('message', (message) => {
    if (message !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ ...process.memoryUsage(), gcRss: process.memoryUsage().rss });
  });
}
