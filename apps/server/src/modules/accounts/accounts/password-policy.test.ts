import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from '@cuepoint/domain/accounts/messages';
import { hashPassword } from './passwords.ts';
import { accountsContext } from './accounts-context.ts';
import { commonPasswords } from './common-passwords.ts';
import { solveAltcha, tokenFromMail, uniqueEmail, waitForMail } from './accounts-testing.ts';

const t = useTestApp({ ALTCHA_MAX_NUMBER: '20', AUTH_RATE_LIMIT_MULTIPLIER: '10' });
const password = 'a sound password';

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v14${url}`, payload: payload as object, headers });

const register = async (email: string, chosen: string) =>
  post('/auth/register', {
    user_type: 'enthusiast',
    email,
    password: chosen,
    country: 'ES',
    city: 'Madrid',
    recaptcha_token: await solveAltcha(t.app),
  });

describe('the shipped list of common passwords', () => {
  it('holds at least ten thousand entries, the best known among them, and is read once', async () => {
    const list = await commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const known of ['password', '12345678', 'iloveyou', 'qwertyuiop', 'baseball']) {
      expect(list.has(known)).toBe(true);
    }
    expect(await commonPasswords()).toBe(list);
  });
});

describe('new passwords are checked against the list and the address (ASVS 2.1.7)', () => {
  it('registration refuses password, 12345678 and the address itself with a 400 that names the rule', async () => {
    const email = uniqueEmail('common');
    for (const [chosen, message] of [
      ['password', PASSWORD_TOO_COMMON],
      ['12345678', PASSWORD_TOO_COMMON],
      ['Password', PASSWORD_TOO_COMMON],
      [email, PASSWORD_IS_EMAIL],
      [email.split('@')[0]!, PASSWORD_IS_EMAIL],
    ] as const) {
      const response = await register(email, chosen);
      expect(response.statusCode, chosen).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message });
    }
    expect((await register(email, password)).statusCode).toBe(201);
  });

  it('reset refuses a common password and leaves the link usable', async () => {
    const email = uniqueEmail('reset-common');
    await createEnthusiast(t.database.db, { user: { email, passwordHash: await hashPassword(password) } });
    await post('/auth/forgot-password', { email });
    await (await accountsContext(t.app)).background.idle();
    const token = tokenFromMail(await waitForMail(t.config.outboxDir, email));
    const refused = await post('/auth/reset-password', { token, password: 'iloveyou' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PASSWORD_TOO_COMMON);
    const asEmail = await post('/auth/reset-password', { token, password: email.toUpperCase() });
    expect(asEmail.json().error).toBe(PASSWORD_IS_EMAIL);
    expect((await post('/auth/reset-password', { token, password: 'my own new phrase' })).statusCode).toBe(
      200,
    );
  });

  it('change of password refuses a common password and the address', async () => {
    const email = uniqueEmail('change-common');
    await createEnthusiast(t.database.db, { user: { email, passwordHash: await hashPassword(password) } });
    const session = (await post('/auth/login', { email, password })).json().token as string;
    const change = (next: string) =>
      post(
        '/user/change-password',
        { current_password: password, new_password: next },
        { authorization: `Bearer ${session}` },
      );
    expect((await change('12345678')).json()).toMatchObject({ success: false, error: PASSWORD_TOO_COMMON });
    expect((await change(email)).json()).toMatchObject({ success: false, error: PASSWORD_IS_EMAIL });
    expect((await change('another own phrase')).statusCode).toBe(200);
  });
});
