/**
 * Loaded into the server by bench/memory.ts (`node --import`): answers 'memory' on the IPC channel with
 * process.memoryUsage() after a full garbage collection (the bench passes --expose-gc). Plain JavaScript, so the
 * probe itself does not load Node's type stripper into the process it measures. Never loaded in production.
 */
if (process.send) {
  process.channel?.unref();
  process.on('message', (message) => {
    if (message !== 'memory') return;
    globalThis.gc?.();
    // Whether Node's TypeScript stripper (a WebAssembly module that stays resident) was loaded: only on a cold cache.
    const typeStripper = process.moduleLoadList.some((name) => name.includes('amaro'));
    process.send?.({ ...process.memoryUsage(), typeStripper });
  });
}
