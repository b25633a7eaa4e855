import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnthusiast, createVenue } from '../db/seed/factories.ts';
import { MALFORMED_FORM_MESSAGE } from '../http/error-handler.ts';
import { bearerFor } from '../test/bearer-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/* Answers the OpenAPI fuzzer (fuzz.ts) once found to be 500s: each is now a clear 4xx. */
let t: TestApp;
let auth: { authorization: string };
let venue: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await bearerFor(t.database, (await createEnthusiast(t.database.db)).user.id);
  venue = await bearerFor(t.database, (await createVenue(t.database.db)).user.id);
});
afterAll(() => t.close());

const API = '/api/v14';

describe('accounts', () => {
  it('POST /auth/verify-email with a body that is not JSON: 400 in words, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/verify-email`,
      headers: { 'content-type': 'application/json' },
      payload: '_',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });
});

describe('notifications', () => {
  it('GET /notifications?before= beyond any id: 400 in words, not a 500', async () => {
    const response = await t.app.inject({
      url: `${API}/notifications?before=9007199254740957&limit=1`,
      headers: auth,
    });
    expect([response.statusCode, response.json().error]).toEqual([
      400,
      'The before parameter must be a notification id',
    ]);
  });
});

describe('forms', () => {
  it.each(['/venue/banner', '/venue-events.php'])(
    'PUT %s with a form body cut off before its end: 400 in words, not a 500',
    async (path) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${API}${path}`,
        headers: { ...venue, 'content-type': 'multipart/form-data; boundary=x' },
        payload: 'rp!<tjD',
      });
      expect([response.statusCode, response.json().error]).toEqual([400, MALFORMED_FORM_MESSAGE]);
    },
  );
});
