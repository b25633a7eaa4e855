import { defineJob } from '../../../jobs/job.ts';
import { deleteDeadSessions } from './session-store.ts';
import { deleteSpentEmailTokens } from './email-token-store.ts';

/** Hourly: drops sessions that can no longer sign anyone in and e-mail links that can no longer be used. */
export const accountsCleanupJob = defineJob({
  name: 'accounts.cleanup',
  schedule: '0 * * * *',
  pollingIntervalSeconds: 60,
  async handler({ services, now, log }) {
    const { db } = services.database;
    const sessions = await deleteDeadSessions(db, now);
    const emailTokens = await deleteSpentEmailTokens(db, now);
    log.info({ sessions, emailTokens }, 'expired sign-in data deleted');
  },
});
