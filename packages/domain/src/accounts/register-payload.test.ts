import { describe, expect, it } from 'vitest';
import { ZRegisterPayload } from './register-payload.ts';
import {
  TRAINING_RATE_REQUIRED,
  ACCOUNT_TYPE_REQUIRED,
  ADDRESS_REQUIRED,
  CAPTCHA_REQUIRED,
  CITY_REQUIRED,
  COUNTRY_REQUIRED,
  EMAIL_AND_PASSWORD_REQUIRED,
  LABEL_NAME_REQUIRED,
  MAX_PREFERRED_ARTISTS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  RATE_RANGE_INVALID,
  REMIX_HANDLE_FORMAT,
  SELECT_AT_LEAST_ONE_OPTION,
  STAGE_NAME_REQUIRED,
  VENUE_EMAIL_REQUIRED,
  VENUE_TYPE_REQUIRED,
  VENUE_URL_REQUIRED,
} from './messages.ts';

const account = { email: 'new@example.com', password: 'long enough', recaptcha_token: 'solution' };

const valid = {
  dj: { user_type: 'dj', stage_name: 'DJ Test', country: 'DE', ...account },
  venue: {
    user_type: 'venue',
    venue_name: 'Club',
    country: 'GB',
    city: 'London',
    address: '1 High St',
    venue_type: 'club',
    venue_url: 'club.example.com',
    venue_email: 'bookings@club.example.com',
    ...account,
  },
  enthusiast: { user_type: 'enthusiast', country: 'US', city: 'Austin', ...account },
  producer: { user_type: 'producer', want_to_remix: true, ...account },
  label: {
    user_type: 'label',
    label_name: 'Records',
    country: 'NL',
    city: 'Amsterdam',
    promote_to_djs: true,
    ...account,
  },
} as const;

const messageOf = (input: unknown) => {
  const result = ZRegisterPayload.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('register payload', () => {
  it.each(Object.entries(valid))('accepts a minimal %s payload with defaults', (_type, payload) => {
    const parsed = ZRegisterPayload.parse(payload);
    expect(parsed.user_type).toBe(payload.user_type);
    expect(parsed.email).toBe('new@example.com');
  });

  it('fills the spec defaults', () => {
    const dj = ZRegisterPayload.parse(valid.dj);
    expect(dj).toMatchObject({
      hourly_rate_min: 50,
      acceptsInPerson: true,
      preferred_artists: [],
    });
    const venue = ZRegisterPayload.parse(valid.venue);
    expect(venue).toMatchObject({
      hourly_budget_min: 50,
      hourly_budget_max: 200,
      remote_streaming: 'both',
      venue_url: 'https://club.example.com',
    });
  });

  it("leaves the currency unset when none is chosen, for the profile to take the country's", () => {
    expect(ZRegisterPayload.parse(valid.dj)).not.toHaveProperty('currency');
    expect(ZRegisterPayload.parse({ ...valid.venue, currency: null })).toMatchObject({ currency: null });
    expect(ZRegisterPayload.parse({ ...valid.venue, currency: 'GBP' })).toMatchObject({ currency: 'GBP' });
    expect(messageOf({ ...valid.venue, currency: 'CAD' })).toBe('Currency must be USD, EUR or GBP');
  });

  it.each([
    [{ ...valid.dj, stage_name: '  ' }, STAGE_NAME_REQUIRED],
    [{ ...valid.dj, country: undefined }, COUNTRY_REQUIRED],
    [{ ...valid.dj, country: 'XX' }, COUNTRY_REQUIRED],
    [{ ...valid.enthusiast, city: '' }, CITY_REQUIRED],
    [{ ...valid.venue, address: '' }, ADDRESS_REQUIRED],
    [{ ...valid.venue, venue_type: undefined }, VENUE_TYPE_REQUIRED],
    [{ ...valid.venue, venue_url: '' }, VENUE_URL_REQUIRED],
    [{ ...valid.venue, venue_email: undefined }, VENUE_EMAIL_REQUIRED],
    [{ ...valid.venue, hourly_budget_min: 300, hourly_budget_max: 200 }, RATE_RANGE_INVALID],
    [{ ...valid.label, label_name: '' }, LABEL_NAME_REQUIRED],
    [{ ...valid.label, promote_to_djs: false }, SELECT_AT_LEAST_ONE_OPTION],
    [{ ...valid.producer, want_to_remix: false }, SELECT_AT_LEAST_ONE_OPTION],
    [{ ...valid.producer, remix_handle: '_bad' }, REMIX_HANDLE_FORMAT],
    [{ ...valid.producer, offers_training: true }, TRAINING_RATE_REQUIRED],
    [{ ...valid.producer, offers_training: true, training_hourly_rate: 0 }, TRAINING_RATE_REQUIRED],
    [{ ...valid.dj, email: '' }, EMAIL_AND_PASSWORD_REQUIRED],
    [{ ...valid.dj, password: undefined }, EMAIL_AND_PASSWORD_REQUIRED],
    [{ ...valid.dj, password: 'short' }, PASSWORD_TOO_SHORT],
    [{ ...valid.dj, confirm_password: 'something else' }, PASSWORDS_DO_NOT_MATCH],
    [{ ...valid.dj, recaptcha_token: '' }, CAPTCHA_REQUIRED],
    [{ ...valid.dj, recaptcha_token: undefined }, CAPTCHA_REQUIRED],
    [{ ...valid.dj, user_type: 'tour_manager' }, ACCOUNT_TYPE_REQUIRED],
    [{ ...valid.dj, user_type: undefined }, ACCOUNT_TYPE_REQUIRED],
    [
      { ...valid.enthusiast, preferred_artists: Array.from({ length: 11 }, (_, i) => `A${i}`) },
      MAX_PREFERRED_ARTISTS_MESSAGE,
    ],
  ])('rejects %j with the spec message', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('rejects wrong types and oversized strings', () => {
    expect(messageOf({ ...valid.dj, acceptsInPerson: 'yes' })).toBeDefined();
    expect(messageOf({ ...valid.dj, stage_name: 'x'.repeat(101) })).toMatch(/at most 100/);
    expect(messageOf(null)).toBeDefined();
    expect(messageOf('a string')).toBeDefined();
  });

  it('accepts the other variant field names', () => {
    const parsed = ZRegisterPayload.parse({
      userType: 'enthusiast',
      email: 'fan@example.com',
      password: 'long enough',
      confirmPassword: 'long enough',
      displayName: 'Fan',
      country: 'us',
      city: 'Austin',
      'preferredArtists[]': ['Carl Cox', 'carl cox'],
      recaptcha_token: 't',
    });
    expect(parsed).toMatchObject({
      user_type: 'enthusiast',
      display_name: 'Fan',
      country: 'US',
      preferred_artists: ['Carl Cox'],
    });
  });

  it('maps snake_case DJ flags onto the spec camelCase ones', () => {
    const parsed = ZRegisterPayload.parse({ ...valid.dj, accepts_co_streaming: true, promoteToDJs: true });
    expect(parsed).toMatchObject({ acceptsCoStreaming: true });
  });
});
