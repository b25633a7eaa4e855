import { loadConfigOrExit } from './config.ts';
import { boot } from './boot.ts';

const config = loadConfigOrExit();

const { app, database, redis, jobs, testClock } = await boot(config);
const address = await app.listen({ port: config.PORT, host: config.HOST });
// On a terminal the log shows warnings and errors only (http/logger.ts); say once where the site is.
if (process.stdout.isTTY)
  console.log(`Cuepoint is running at ${config.PUBLIC_URL} (listening on ${address})`);

let closing = false;
/**
 * Stops taking connections, lets in-flight requests and running jobs finish, then closes the database so PGlite
 * flushes cleanly.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await app.close();
    // The test clock stops moving first: the jobs still running finish on the time they started with.
    await testClock?.stop();
    await jobs.stop();
    await redis?.quit();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
