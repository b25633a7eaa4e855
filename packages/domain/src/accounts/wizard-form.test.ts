import { describe, expect, it } from 'vitest';
import { ZSocialRegistrationData } from './auth-payloads.ts';
import {
  WIZARD_DEFAULTS,
  isCountryCurrency,
  toRegisterPayload,
  toSocialRegistrationData,
  withCountryCurrency,
  type TWizardForm,
} from './wizard-form.ts';

function form(overrides: Partial<TWizardForm>): TWizardForm {
  return { ...WIZARD_DEFAULTS, ...overrides };
}

describe('wizard defaults', () => {
  it('follow the sign-up rules (docs/product/accounts-and-sessions.md)', () => {
    expect(WIZARD_DEFAULTS).toMatchObject({
      hourlyRateCurrency: 'USD',
      hourlyRateMin: 50,
      hourlyRateMax: 200,
      remoteStreaming: 'both',
      acceptsInPerson: true,
    });
  });
});

describe('withCountryCurrency (docs/product/accounts-and-sessions.md)', () => {
  it("brings the new country's currency while the currency is still the old country's own", () => {
    expect(withCountryCurrency(WIZARD_DEFAULTS, { country: 'DE' })).toEqual({
      country: 'DE',
      hourlyRateCurrency: 'EUR',
    });
    const german = form({ country: 'DE', hourlyRateCurrency: 'EUR' });
    expect(withCountryCurrency(german, { country: 'GB' })).toEqual({
      country: 'GB',
      hourlyRateCurrency: 'GBP',
    });
    expect(withCountryCurrency(german, { country: 'JP' })).toEqual({
      country: 'JP',
      hourlyRateCurrency: 'USD',
    });
    expect(withCountryCurrency(german, { country: '' })).toEqual({ country: '', hourlyRateCurrency: 'USD' });
  });

  it('keeps a currency chosen before or in the same answer, and leaves other answers alone', () => {
    const chosen = form({ country: 'DE', hourlyRateCurrency: 'GBP' });
    expect(withCountryCurrency(chosen, { country: 'FR' })).toEqual({ country: 'FR' });
    expect(withCountryCurrency(WIZARD_DEFAULTS, { country: 'DE', hourlyRateCurrency: 'USD' })).toEqual({
      country: 'DE',
      hourlyRateCurrency: 'USD',
    });
    expect(withCountryCurrency(WIZARD_DEFAULTS, { city: 'Berlin' })).toEqual({ city: 'Berlin' });
  });

  it("tells whether the currency is the country's", () => {
    expect(isCountryCurrency(WIZARD_DEFAULTS)).toBe(true);
    expect(isCountryCurrency(form({ country: 'IE', hourlyRateCurrency: 'EUR' }))).toBe(true);
    expect(isCountryCurrency(form({ country: 'IE', hourlyRateCurrency: 'USD' }))).toBe(false);
  });
});

describe('toRegisterPayload', () => {
  it('maps the camelCase form to the snake_case payload and leaves out what was not answered', () => {
    const payload = toRegisterPayload(
      form({
        userType: 'venue',
        venueName: 'Tresor',
        country: 'DE',
        city: 'Berlin',
        address: 'Köpenicker Str. 70',
        venueType: 'club',
        hourlyRateCurrency: 'EUR',
        hourlyRateMin: 100,
        hourlyRateMax: 900,
        remoteStreaming: 'receiver',
        venueUrl: 'tresor.berlin',
        venueEmail: 'booking@tresor.berlin',
        preferredArtistsText: 'Ben Klock\nMarcel Dettmann',
        email: 'ops@tresor.berlin',
        password: 'secret-password',
        confirmPassword: 'secret-password',
      }),
      { recaptchaToken: 'solution', timezone: 'Europe/Berlin', djId: 7 },
    );
    expect(payload).toEqual({
      user_type: 'venue',
      venue_name: 'Tresor',
      country: 'DE',
      city: 'Berlin',
      address: 'Köpenicker Str. 70',
      venue_type: 'club',
      currency: 'EUR',
      hourly_budget_min: 100,
      hourly_budget_max: 900,
      accepts_remote_djs: true,
      remote_streaming: 'receiver',
      venue_url: 'tresor.berlin',
      venue_email: 'booking@tresor.berlin',
      preferred_artists: ['Ben Klock', 'Marcel Dettmann'],
      display_name: 'Tresor',
      timezone: 'Europe/Berlin',
      dj_id: 7,
      email: 'ops@tresor.berlin',
      password: 'secret-password',
      confirm_password: 'secret-password',
      recaptcha_token: 'solution',
    });
  });

  it('keeps the DJ flags camelCase, as the spec names them', () => {
    const payload = toRegisterPayload(
      form({ userType: 'dj', stageName: 'Kai', acceptsRemotePrivate: true }),
      {
        recaptchaToken: null,
      },
    );
    expect(payload).toMatchObject({ acceptsInPerson: true, acceptsRemotePrivate: true, stage_name: 'Kai' });
    expect(payload).not.toHaveProperty('recaptcha_token');
  });

  it('sends the training fields only when training is offered', () => {
    const base = {
      userType: 'producer' as const,
      trainingHourlyRate: 40,
      trainingSpecialties: ['Sound Design' as const],
    };
    expect(toRegisterPayload(form(base), { recaptchaToken: null })).not.toHaveProperty(
      'training_hourly_rate',
    );
    expect(
      toRegisterPayload(form({ ...base, offersTraining: true }), { recaptchaToken: null }),
    ).toMatchObject({
      offers_training: true,
      training_currency: 'USD',
      training_hourly_rate: 40,
      training_specialties: ['Sound Design'],
    });
  });
});

describe('toSocialRegistrationData', () => {
  it('carries the answers without credentials, in a shape the server accepts', () => {
    const data = toSocialRegistrationData(
      form({
        userType: 'dj',
        stageName: 'Kai',
        country: 'DE',
        city: 'Berlin',
        untilDate: '2030-01-31',
        email: 'x@y.z',
      }),
      { djId: 3 },
    );
    expect(data).toMatchObject({
      user_type: 'dj',
      stage_name: 'Kai',
      country: 'DE',
      until_date: '2030-01-31',
      dj_id: 3,
    });
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('password');
    expect(ZSocialRegistrationData.safeParse(data).success).toBe(true);
  });
});
