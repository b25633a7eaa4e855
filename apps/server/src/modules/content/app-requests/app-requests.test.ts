import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_REQUEST_MESSAGES } from '@cuepoint/domain/content/app-request';
import { EMAIL_NOT_VERIFIED } from '@cuepoint/domain/accounts/messages';
import { useTestApp } from '../../../test/use-test-app.ts';
import { bearerFor } from '../../../test/bearer-session.ts';
import { createDj, createEnthusiast, createVenue } from '../../../db/seed/factories.ts';
import { readOutbox } from '../../../adapters/mail/create-mailer.ts';
import { appDownloadRequests } from '../../../db/schema/public-forms.ts';
import { newToken } from '../../accounts/accounts/tokens.ts';
import { testIp } from '../../platform/spam/captcha-testing.ts';

const t = useTestApp({ TEAM_INBOX: 'beta@cuepoint.example' });
const signIn = (userId: number) => bearerFor(t.database, userId);
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const request = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = testIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v14/app-download-request.php',
    payload: payload as object,
    headers,
    remoteAddress,
  });

const rowsOf = (userId: number) =>
  t.database.db.select().from(appDownloadRequests).where(eq(appDownloadRequests.userId, userId));

describe('POST /app-download-request.php', () => {
  it('stores a DJ request once, mails the team, and answers a repeat without a second row', async () => {
    const { user } = await createDj(t.database.db);
    const headers = await signIn(user.id);
    const appleId = `dj.${run}@icloud.com`;
    const first = await request({ apple_id_email: ` ${appleId} ` }, headers);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      message: APP_REQUEST_MESSAGES.received,
      data: { apple_id_email: appleId, already: false },
    });
    const again = await request({ apple_id_email: appleId.toUpperCase() }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(APP_REQUEST_MESSAGES.alreadyReceived);
    expect(await rowsOf(user.id)).toHaveLength(1);
    const mail = (await readOutbox(t.config.outboxDir)).find(
      (m) => m.subject === `App beta request: ${appleId}`,
    );
    expect(mail).toMatchObject({ to: 'beta@cuepoint.example', replyTo: user.email });
  });

  it('accepts venues', async () => {
    const { user } = await createVenue(t.database.db);
    const response = await request({ apple_id_email: `venue.${run}@icloud.com` }, await signIn(user.id));
    expect(response.statusCode).toBe(201);
  });

  it('refuses visitors with 401 and other account types with 403, before looking at the body', async () => {
    const visitor = await request({});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, error: APP_REQUEST_MESSAGES.notAllowed });
    const stale = await request({ apple_id_email: 'a@b.co' }, { authorization: `Bearer ${newToken()}` });
    expect(stale.statusCode).toBe(401);
    const { user } = await createEnthusiast(t.database.db);
    const fan = await request({ apple_id_email: `fan.${run}@icloud.com` }, await signIn(user.id));
    expect(fan.statusCode).toBe(403);
    expect(fan.json()).toMatchObject({ success: false, error: APP_REQUEST_MESSAGES.notAllowed });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('refuses a DJ whose address is not verified yet with 403, and sends nothing', async () => {
    const { user } = await createDj(t.database.db, { user: { emailVerifiedAt: null } });
    const appleId = `unverified.${run}@icloud.com`;
    const response = await request({ apple_id_email: appleId }, await signIn(user.id));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: EMAIL_NOT_VERIFIED });
    expect(await rowsOf(user.id)).toHaveLength(0);
    const mails = await readOutbox(t.config.outboxDir);
    expect(mails.some((mail) => mail.text.includes(appleId))).toBe(false);
  });

  it.each([
    [{}, APP_REQUEST_MESSAGES.appleIdRequired],
    [{ apple_id_email: '  ' }, APP_REQUEST_MESSAGES.appleIdRequired],
    [{ apple_id_email: 'no-at' }, APP_REQUEST_MESSAGES.appleIdInvalid],
    [{ apple_id_email: `${'x'.repeat(260)}@icloud.com` }, APP_REQUEST_MESSAGES.appleIdInvalid],
    [{ apple_id_email: ['a@b.co'] }, APP_REQUEST_MESSAGES.appleIdRequired],
  ])('answers %j from a DJ with "%s"', async (body, error) => {
    const { user } = await createDj(t.database.db);
    const response = await request(body, await signIn(user.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error });
  });

  it('discards a filled honeypot and limits a flood per address', async () => {
    const { user } = await createDj(t.database.db);
    const headers = await signIn(user.id);
    const bot = await request({ apple_id_email: `bot.${run}@icloud.com`, website: 'x' }, headers);
    expect(bot.statusCode).toBe(201);
    expect(await rowsOf(user.id)).toHaveLength(0);
    const ip = testIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push(
        (await request({ apple_id_email: `flood${i}.${run}@icloud.com` }, headers, ip)).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await rowsOf(user.id)).toHaveLength(10);
  });
});
