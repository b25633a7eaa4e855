import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { hashPassword } from './passwords.ts';

/** One app served under an https PUBLIC_URL: the OpenAPI document and the Secure session cookie. */
const t = useTestApp({ PUBLIC_URL: 'https://cuepoint.example' });

describe('session cookie over https', () => {
  it('is Secure, HttpOnly and SameSite=Lax,', async () => {
    const { user } = await createEnthusiast(t.database.db, {
      user: { passwordHash: await hashPassword('https password') },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/login',
      payload: { email: user.email, password: 'https password' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'cuepoint_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});

describe('OpenAPI', () => {
  it('documents the account calls', async () => {
    const response = await t.app.inject({ url: '/api/v14/docs' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/v14/auth/register',
      '/api/v14/auth/login',
      '/api/v14/auth/logout',
      '/api/v14/user/profile',
      '/api/v14/auth/refresh',
      '/api/v14/auth/forgot-password',
      '/api/v14/auth/reset-password',
      '/api/v14/user/change-password',
      '/api/v14/auth/verify-email',
      '/api/v14/auth/resend-verification',
      '/api/v14/resend-verification.php',
      '/api/v14/auth/store-registration-data',
      '/api/v14/auth/google',
      '/api/v14/auth/oauth/callback',
      '/api/v14/auth/providers',
      '/api/v14/captcha/challenge',
      '/api/v14/suggestions.php',
      '/api/v14/geo/country',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
