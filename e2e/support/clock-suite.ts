import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { berlinTechnoDj, registerVerifiedAccount } from './register-account.ts';
import { startTestClockServer, testClockBaseUrl, type TestClockServer } from './test-clock-server.ts';

/** A DJ signed in on an API context of its own. */
export type ClockDj = { api: APIRequestContext; id: number };

/**
 * A spec whose days pass on the test clock: its tests run in order, in Berlin's zone, against a server of its own on
 * `port` (started before the first test, stopped after the last, with every DJ context it made).
 */
export function onTestClock(port: number, options: { timeout: number; adminEmails?: string }) {
  const baseUrl = testClockBaseUrl(port);
  let server: TestClockServer | undefined;
  const contexts: APIRequestContext[] = [];

  test.use({ baseURL: baseUrl, timezoneId: 'Europe/Berlin' });
  test.describe.configure({ mode: 'serial', timeout: options.timeout });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startTestClockServer(
      port,
      options.adminEmails ? { adminEmails: options.adminEmails } : {},
    );
  });
  test.afterAll(async () => {
    for (const api of contexts) await api.dispose();
    await server?.stop();
  });

  const clock = {
    baseUrl,
    /** The spec's server; there once its first test runs. */
    get server(): TestClockServer {
      if (!server) throw new Error('the test-clock server has not started');
      return server;
    },
    /** Signs up on `api` (a page's or a context of its own) and verifies the address from the e-mail. */
    signUpVerified: (api: APIRequestContext, fields: Record<string, unknown>) =>
      registerVerifiedAccount(api, fields, (to, subject) => clock.server.waitForMail(to, subject)),
    /** A Berlin techno DJ with a verified address (open requests reach only those, decision record 043). */
    async registerDj(stageName: string): Promise<ClockDj> {
      const api = await playwrightRequest.newContext({ baseURL: baseUrl });
      contexts.push(api);
      const { id } = await clock.signUpVerified(api, berlinTechnoDj(stageName));
      const session = await (await api.get('/api/v14/auth/session')).json();
      expect(Number(session.data?.id ?? session.user?.id)).toBe(id);
      expect(id).toBeGreaterThan(0);
      return { api, id };
    },
  };
  return clock;
}
