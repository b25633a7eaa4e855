import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { mailsTo } from './accounts-testing.ts';
import { remindToVerify } from './email-links.ts';

const t = useTestApp();

describe('the verification reminder (decision record 043)', () => {
  it('sends one link for three reminders at once, then none for a day', async () => {
    const { user } = await createEnthusiast(t.database.db, { user: { emailVerifiedAt: null } });
    const account = { id: user.id, email: user.email, displayName: user.displayName };
    const sent = await Promise.all([
      remindToVerify(t.app.services, account),
      remindToVerify(t.app.services, account),
      remindToVerify(t.app.services, account),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(await remindToVerify(t.app.services, account)).toBe(false);
    expect(await mailsTo(t.config.outboxDir, user.email)).toHaveLength(1);
  });
});
