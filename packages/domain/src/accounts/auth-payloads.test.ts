import { describe, expect, it } from 'vitest';
import {
  ZChangePasswordPayload,
  ZLoginPayload,
  ZOAuthCallbackPayload,
  ZResetPasswordPayload,
  ZSocialRegistrationData,
  ZVerifyEmailPayload,
} from './auth-payloads.ts';
import { signInMethodsFor, signUpMethodsFor } from './sign-in-options.ts';
import {
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  NO_AUTHENTICATION_DATA,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_REQUIRED,
  RESET_TOKEN_MISSING,
  UNSUPPORTED_PROVIDER,
  VERIFICATION_TOKEN_MISSING,
  typeMismatchMessage,
} from './messages.ts';

const messageOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error?.issues[0]?.message;
};

describe('auth payloads', () => {
  it('validates sign-in with the spec messages', () => {
    expect(messageOf(ZLoginPayload, { email: 'a@b.co', password: '' })).toBe(PASSWORD_REQUIRED);
    expect(messageOf(ZLoginPayload, { email: 'nope', password: 'x' })).toBe(EMAIL_INVALID);
    expect(ZLoginPayload.parse({ email: 'a@b.co', password: 'x', user_type: 'dj' }).user_type).toBe('dj');
  });

  it('requires tokens', () => {
    expect(messageOf(ZVerifyEmailPayload, {})).toBe(VERIFICATION_TOKEN_MISSING);
    expect(messageOf(ZResetPasswordPayload, { password: 'long enough' })).toBe(RESET_TOKEN_MISSING);
    expect(
      messageOf(ZResetPasswordPayload, { token: 't', password: 'long enough', confirmPassword: 'other' }),
    ).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(messageOf(ZOAuthCallbackPayload, { provider: 'google', state: 's' })).toBe(NO_AUTHENTICATION_DATA);
    expect(messageOf(ZOAuthCallbackPayload, { provider: 'myspace', code: 'c', state: 's' })).toBe(
      UNSUPPORTED_PROVIDER,
    );
  });

  it('accepts camelCase change-password fields', () => {
    expect(
      ZChangePasswordPayload.parse({ currentPassword: 'old', newPassword: 'new password' }),
    ).toMatchObject({
      current_password: 'old',
      new_password: 'new password',
    });
    expect(messageOf(ZChangePasswordPayload, { new_password: 'new password' })).toBe(
      CURRENT_PASSWORD_REQUIRED,
    );
  });

  it('keeps the social registration data lenient but typed', () => {
    const data = ZSocialRegistrationData.parse({
      user_type: 'dj',
      stage_name: 'X',
      preferredArtists: ['a', 'A'],
    });
    expect(data.preferred_artists).toEqual(['a']);
    expect(ZSocialRegistrationData.safeParse({ user_type: 'admin' }).success).toBe(false);
    expect(ZSocialRegistrationData.safeParse({ user_type: 'dj', hourly_rate_min: 'lots' }).success).toBe(
      false,
    );
  });

  it("takes the social registration data through the e-mail path's field rules", () => {
    const refused = [
      { user_type: 'dj', mixcloud_url: 'javascript:alert(1)' },
      { user_type: 'dj', twitch_url: 'data:text/html,<script>alert(1)</script>' },
      { user_type: 'venue', venue_url: 'javascript:alert(document.cookie)' },
      { user_type: 'venue', venue_email: 'not an address' },
      { user_type: 'dj', stage_name: 'Kai\u0007' },
      { user_type: 'enthusiast', city: 'Ber\u0000lin' },
      { user_type: 'venue', address: 'Main St\u001b[2J' },
    ];
    for (const body of refused) {
      expect(ZSocialRegistrationData.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
    const accepted = ZSocialRegistrationData.parse({
      user_type: 'venue',
      venue_url: 'club.example',
      venue_email: ' door@club.example ',
      mixcloud_url: '',
    });
    expect(accepted).toMatchObject({ venue_url: 'https://club.example', venue_email: 'door@club.example' });
    expect(accepted.mixcloud_url ?? undefined).toBeUndefined();
    // What was stored parses again unchanged (it is read back before the account is created).
    expect(ZSocialRegistrationData.parse(accepted)).toEqual(accepted);
  });
});

describe('sign-in options', () => {
  it('follows the spec and falls back to e-mail for LinkedIn-only roles', () => {
    expect(signInMethodsFor('venue', ['linkedin', 'google'])).toEqual(['linkedin']);
    expect(signInMethodsFor('dj', [])).toEqual(['email']);
    expect(signUpMethodsFor('label', [])).toEqual(['email']);
    expect(signUpMethodsFor('venue', ['google'])).toEqual(['email']);
    expect(signUpMethodsFor('enthusiast', ['google'])).toEqual(['google', 'email']);
  });

  it('words the type-mismatch message', () => {
    expect(typeMismatchMessage('DJ')).toBe("Welcome! We've signed you in as DJ based on your account type.");
  });
});
