import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { systemClock, type Clock } from './adapters/clock.ts';
import { jobsNotRunning, type JobQueue } from './jobs/job.ts';

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
};

/** The shared services, with the production defaults for whatever the caller did not inject. */
export function createServices(deps: ServiceDeps, logger: FastifyBaseLogger): Services {
  const { config } = deps;
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
    clock: deps.clock ?? systemClock,
    redis: deps.redis,
    jobs: deps.jobs ?? jobsNotRunning,
  };
}
