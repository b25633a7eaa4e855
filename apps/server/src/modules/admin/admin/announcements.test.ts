import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES } from '@cuepoint/domain/notifications/announcement-api';
import { ADMIN_MESSAGES } from '@cuepoint/domain/trust/admin';
import { createDj, createEnthusiast, createUser, createVenue } from '../../../db/seed/factories.ts';
import { startNotificationsKit } from '../../notifications/notifications/notifications-test-kit.ts';
import { useKit } from '../../../test/use-test-app.ts';

const kit = useKit(startNotificationsKit);

async function operator(verified = true) {
  const email = `ops-${crypto.randomBytes(4).toString('hex')}@cuepoint.test`;
  const user = await createUser(kit.t.database.db, {
    email,
    userType: 'venue',
    displayName: 'Cuepoint Ops',
    emailVerifiedAt: verified ? kit.now() : null,
  });
  kit.t.app.services.config.ADMIN_EMAILS.push(email);
  return kit.bearer(user.id);
}

const announcement = (key = `feature-${crypto.randomBytes(3).toString('hex')}`) => ({
  key,
  title: 'Search from the header',
  body: 'Find any DJ by name, genre or city from every page.',
  url: '/search',
});

describe('POST /admin/announcements', () => {
  it('is for operators only: a visitor 401, a DJ, a venue, an enthusiast and an unverified listed address 403', async () => {
    const { user: dj } = await createDj(kit.t.database.db);
    const { user: venue } = await createVenue(kit.t.database.db);
    const { user: fan } = await createEnthusiast(kit.t.database.db);
    expect((await kit.inject('POST', '/admin/announcements', undefined, announcement())).status).toBe(401);
    for (const auth of [
      await kit.bearer(dj.id),
      await kit.bearer(venue.id),
      await kit.bearer(fan.id),
      await operator(false),
    ]) {
      const answer = await kit.inject('POST', '/admin/announcements', auth, announcement());
      expect([answer.status, answer.body.error]).toEqual([403, ADMIN_MESSAGES.operatorsOnly]);
    }
  });

  it('reaches every account that turned new features on, by push and e-mail through the delivery outbox, once per key', async () => {
    const ops = await operator();
    const { user: keen } = await createDj(kit.t.database.db);
    const { user: quiet } = await createEnthusiast(kit.t.database.db);
    const keenAuth = await kit.bearer(keen.id);
    await kit.inject('PUT', '/push-notifications/preferences.php', keenAuth, { newFeatures: true });
    const device = await kit.subscribe(keenAuth);
    const body = announcement();
    const sent = await kit.inject('POST', '/admin/announcements', ops, body);
    expect(sent.status).toBe(201);
    expect((sent.body.data as { recipients: number }).recipients).toBeGreaterThanOrEqual(1);

    const pushesTo = () => kit.push.received.filter((push) => push.deviceId === device.id);
    await kit.dispatch();
    const pushes = pushesTo();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.payload).toMatchObject({ title: body.title, body: body.body });
    expect((await kit.mailsTo(keen.email)).map((mail) => mail.subject)).toContain(body.title);
    // Off by default: an account that never turned it on hears nothing.
    const quietList = await kit.inject('GET', '/notifications', await kit.bearer(quiet.id));
    expect(quietList.body.data).toEqual([]);

    // The same key again notifies nobody twice; the audit names the operator's action.
    const again = await kit.inject('POST', '/admin/announcements', ops, body);
    expect((again.body.data as { recipients: number }).recipients).toBe(0);
    await kit.dispatch();
    expect(pushesTo()).toHaveLength(1);
    const audit = await kit.inject('GET', '/admin/audit', ops);
    expect(audit.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'feature.announced',
          detail: expect.objectContaining({ key: body.key }),
        }),
      ]),
    );
  });

  it('bad input is a 400 in words, and nothing is sent', async () => {
    const ops = await operator();
    const cases: Array<[object, string]> = [
      [{ ...announcement(), key: 'No Spaces' }, ANNOUNCEMENT_MESSAGES.key],
      [{ ...announcement(), title: '' }, ANNOUNCEMENT_MESSAGES.titleRequired],
      [{ ...announcement(), body: 'x'.repeat(301) }, ANNOUNCEMENT_MESSAGES.bodyTooLong],
      [{ ...announcement(), url: 'https://evil.example/' }, ANNOUNCEMENT_MESSAGES.url],
      [{ ...announcement(), url: '//evil.example/' }, ANNOUNCEMENT_MESSAGES.url],
    ];
    for (const [payload, message] of cases) {
      const answer = await kit.inject('POST', '/admin/announcements', ops, payload);
      expect([answer.status, answer.body.error], JSON.stringify(payload)).toEqual([400, message]);
    }
  });
});
