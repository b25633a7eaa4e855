import type { FastifyBaseLogger } from 'fastify';
import type { TBugIssueType, TBugAccountType } from '@cuepoint/domain/content/bug-report';
import type { TContactType } from '@cuepoint/domain/content/contact';
import type { Clock } from '../../../adapters/clock.ts';
import type { Mailer, MailMessage } from '../../../adapters/mail/mailer.ts';
import type { MessageStore } from './team-messages-store.ts';
import { newReference } from './reference-id.ts';
import { bugReportMail, contactMail } from './team-mail.ts';

type Deps = {
  store: MessageStore;
  mailer: Mailer;
  clock: Clock;
  inbox: string;
  log: Pick<FastifyBaseLogger, 'error'>;
};

export type ContactInput = {
  type: TContactType;
  name: string;
  email: string;
  subject: string;
  message: string;
};
export type BugReportInput = {
  issueType: TBugIssueType;
  accountType: TBugAccountType;
  device: string;
  description: string;
  steps: string;
  email: string;
};

function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Inserts with a fresh reference; a clash of random references (about one in 10^12) simply draws another. */
async function withReference<T>(
  prefix: 'CT' | 'BUG',
  insert: (referenceId: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(newReference(prefix));
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Contact messages and bug reports: stored with a reference id, then mailed to the team inbox. The sender's
 * answer only depends on the storing; a failed mail is logged and the row keeps `mailed_at` empty for a resend.
 */
export function createTeamMessageService({ store, mailer, clock, inbox, log }: Deps) {
  async function deliver(mail: MailMessage, markMailed: () => Promise<void>) {
    try {
      await mailer.send(mail);
      await markMailed();
    } catch (error) {
      log.error({ err: error, subject: mail.subject }, 'team inbox mail failed; the message is stored');
    }
  }

  return {
    async sendContactMessage(input: ContactInput): Promise<string> {
      const row = await withReference('CT', (referenceId) =>
        store.addContactMessage({ ...input, referenceId }),
      );
      await deliver(contactMail(inbox, row), () => store.markContactMessageMailed(row.id, clock.now()));
      return row.referenceId;
    },

    async sendBugReport(input: BugReportInput): Promise<string> {
      const row = await withReference('BUG', (referenceId) => store.addBugReport({ ...input, referenceId }));
      await deliver(bugReportMail(inbox, { ...input, referenceId: row.referenceId }), () =>
        store.markBugReportMailed(row.id, clock.now()),
      );
      return row.referenceId;
    },
  };
}
