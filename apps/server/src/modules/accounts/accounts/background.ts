import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer is sent (mail for forgot-password and resend), so the response time does not tell
 * whether an account exists. Tests wait for it with `idle()`.
 */
export function createBackground(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(task: () => Promise<unknown>): void {
      const promise = (async () => {
        try {
          await task();
        } catch (error) {
          log.error({ err: error }, 'background task failed');
        }
      })();
      pending.add(promise);
      void promise.finally(() => pending.delete(promise));
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
