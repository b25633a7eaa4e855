import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { systemClock, type Clock } from './adapters/clock.ts';
import { jobsNotRunning, type JobQueue } from './jobs/job-queue.ts';
import { createPublicCache, type PublicCache } from './http/public-cache.ts';
import type { FileStore } from './adapters/files/file-store.ts';
import { createFileStore } from './adapters/files/create-file-store.ts';
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts';
import { createPaymentGateway } from './adapters/payments/create-payment-gateway.ts';
import type { TestClockControl } from './modules/platform/test-clock/test-clock.ts';

/**
 * Everything the routes share, decorated on the instance so feature plugins reach it without imports of
 * globals. Features import this module, never app.ts (which imports the features).
 */
export type Services = {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  redis: Redis | undefined;
  /** Enqueues background work (jobs/); boot starts the runner, tests start one only where they need it. */
  jobs: JobQueue;
  /** Short-lived cache of the public reads; writers call `invalidate(tag)` (http/public-cache.ts). */
  publicCache: PublicCache;
  /** Uploaded files: local disk under DATA_DIR/uploads, or an S3-compatible bucket with S3_BUCKET. */
  files: FileStore;
  /**
   * Card payments: Stripe with STRIPE_SECRET_KEY, the built-in test gateway otherwise (adapters/payments). The
   * booking engine subscribes to its events with `payments.onEvent(handler)`.
   */
  payments: PaymentGateway;
  /** The movable clock of TEST_CLOCK=on (modules/platform/test-clock); undefined otherwise. */
  testClock: TestClockControl | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export type ServiceDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  clock?: Clock;
  redis?: Redis;
  jobs?: JobQueue;
  publicCache?: PublicCache;
  files?: FileStore;
  payments?: PaymentGateway;
  testClock?: TestClockControl;
};

/** A Redis outage fails every cache lookup: one log line a minute says so instead of one per request. */
function oncePerMinute(log: (error: unknown) => void): (error: unknown) => void {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    log(error);
  };
}

/** The shared services, with the production defaults for whatever the caller did not inject. */
export function createServices(deps: ServiceDeps, logger: FastifyBaseLogger): Services {
  const { config } = deps;
  const clock = deps.clock ?? deps.testClock?.clock ?? systemClock;
  return {
    config,
    database: deps.database,
    mailer:
      deps.mailer ??
      createMailer({
        from: config.MAIL_FROM,
        outboxDir: config.outboxDir,
        smtpUrl: config.SMTP_URL,
        logger,
      }),
    clock,
    redis: deps.redis,
    jobs: deps.jobs ?? jobsNotRunning,
    publicCache:
      deps.publicCache ??
      createPublicCache({
        clock,
        ttlMs: config.PUBLIC_CACHE_TTL_SECONDS * 1000,
        redis: deps.redis,
        onError: oncePerMinute((error) =>
          logger.warn({ err: error }, 'public cache unavailable: answering uncached'),
        ),
      }),
    files: deps.files ?? createFileStore(config),
    payments: deps.payments ?? createPaymentGateway({ config, db: deps.database.db, clock, log: logger }),
    testClock: deps.testClock,
  };
}
