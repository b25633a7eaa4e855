import { describe, expect, it } from 'vitest';
import { ZRegisterPayload } from './register-payload.ts';
import { WIZARD_DEFAULTS, toRegisterPayload, type TWizardForm } from './wizard-form.ts';
import { validateWizardStep } from './wizard-steps.ts';

function form(overrides: Partial<TWizardForm>): TWizardForm {
  return { ...WIZARD_DEFAULTS, ...overrides };
}

const credentials = { email: 'kai@example.com', password: 'correct horse', confirmPassword: 'correct horse' };
const emailStep = { method: 'email' as const, recaptchaToken: 'solution' };

describe('wizard step 1', () => {
  it('needs a type and nothing else', () => {
    expect(validateWizardStep(WIZARD_DEFAULTS, 1)).toEqual({ userType: 'Please choose an account type' });
    expect(validateWizardStep(form({ userType: 'dj' }), 1)).toEqual({});
  });
});

describe('wizard step 2', () => {
  it('DJ: stage name and country required, city and date optional', () => {
    expect(validateWizardStep(form({ userType: 'dj' }), 2)).toEqual({
      stageName: 'Stage Name is required',
      country: 'Country is required',
    });
    expect(validateWizardStep(form({ userType: 'dj', stageName: '  ', country: 'DE' }), 2)).toEqual({
      stageName: 'Stage Name is required',
    });
    expect(validateWizardStep(form({ userType: 'dj', stageName: 'Kai', country: 'DE' }), 2)).toEqual({});
  });

  it('venue: name, country, city and address required', () => {
    expect(validateWizardStep(form({ userType: 'venue' }), 2)).toEqual({
      venueName: 'Venue name is required',
      country: 'Country is required',
      city: 'City is required',
      address: 'Address is required',
    });
  });

  it("enthusiast: a display name, country and city required; the name is the account's", () => {
    expect(validateWizardStep(form({ userType: 'enthusiast', country: 'FR', displayName: ' ' }), 2)).toEqual({
      displayName: 'Display name is required',
      city: 'City is required',
    });
    const named = form({ userType: 'enthusiast', displayName: ' Mia ', country: 'FR', city: 'Paris' });
    expect(validateWizardStep(named, 2)).toEqual({});
    expect(toRegisterPayload(named, { recaptchaToken: null }).display_name).toBe('Mia');
  });

  it('producer: at least one option, and a well-formed remix handle when given', () => {
    expect(validateWizardStep(form({ userType: 'producer' }), 2)).toEqual({
      producerOptions: 'Please select at least one option',
    });
    expect(
      validateWizardStep(form({ userType: 'producer', wantToPromote: true, remixHandle: 'ab' }), 2),
    ).toEqual({
      remixHandle: 'Remix handle must be between 3 and 30 characters long',
    });
    expect(
      validateWizardStep(form({ userType: 'producer', wantToRemix: true, remixHandle: '-kai' }), 2),
    ).toEqual({
      remixHandle:
        'Invalid remix handle format. Use only letters, numbers, hyphens, and underscores. Cannot start or end with hyphens or underscores.',
    });
    expect(
      validateWizardStep(form({ userType: 'producer', wantToRemix: true, remixHandle: 'kai_beats' }), 2),
    ).toEqual({});
  });

  it('producer training: rate in steps of 5, experience 0 to 50', () => {
    const base = { userType: 'producer' as const, wantToRemix: true, offersTraining: true };
    expect(validateWizardStep(form({ ...base, trainingHourlyRate: 42 }), 2)).toEqual({
      trainingHourlyRate: 'Training hourly rate must be a multiple of 5',
    });
    expect(
      validateWizardStep(form({ ...base, trainingHourlyRate: 45, trainingExperienceYears: 51 }), 2),
    ).toEqual({
      trainingExperienceYears: 'Years of experience must be at most 50',
    });
    expect(
      validateWizardStep(form({ ...base, trainingHourlyRate: 45, trainingExperienceYears: 50 }), 2),
    ).toEqual({});
  });

  it('producer training: offering it takes a rate above 0, said on the rate field', () => {
    const base = { userType: 'producer' as const, wantToRemix: true, offersTraining: true };
    const missing = { trainingHourlyRate: 'Please enter an hourly rate above 0 for your training' };
    expect(validateWizardStep(form({ ...base, trainingHourlyRate: null }), 2)).toEqual(missing);
    expect(validateWizardStep(form({ ...base, trainingHourlyRate: 0 }), 2)).toEqual(missing);
    expect(validateWizardStep(form({ ...base, trainingHourlyRate: 5 }), 2)).toEqual({});
    // Not offered: no rate asked for (the spec's default 0 stays).
    expect(validateWizardStep(form({ ...base, offersTraining: false }), 2)).toEqual({});
  });

  it('label: name, country and city required; catalogue size not negative', () => {
    expect(validateWizardStep(form({ userType: 'label', catalogueSize: -1 }), 2)).toEqual({
      labelName: 'Label name is required',
      country: 'Country is required',
      city: 'City is required',
      catalogueSize: 'Catalogue size must not be negative',
    });
  });
});

describe('wizard step 3', () => {
  it('venue: type, streaming option, URL and e-mail required', () => {
    expect(
      validateWizardStep(form({ userType: 'venue', remoteStreaming: '' }), 3, { method: 'social' }),
    ).toEqual({
      venueType: 'Please select a venue type',
      remoteStreaming: 'Please select a remote streaming option',
      venueUrl: 'Venue URL is required',
      venueEmail: 'Venue email is required',
    });
    const filled = form({
      userType: 'venue',
      venueType: 'club',
      venueUrl: 'tresor.de',
      venueEmail: 'booking@tresor.de',
    });
    expect(validateWizardStep(filled, 3, { method: 'social' })).toEqual({});
  });

  it('at most 10 preferred artists, counted after trimming and de-duplication', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `Artist ${i}`).join(', ');
    expect(validateWizardStep(form({ userType: 'enthusiast', preferredArtistsText: eleven }), 3)).toEqual({
      preferredArtistsText: 'You can select a maximum of 10 preferred artists/DJs',
    });
    const tenWithDuplicates = `${Array.from({ length: 10 }, (_, i) => `Artist ${i}`).join('\n')}, artist 3 ,  Artist 0`;
    expect(
      validateWizardStep(form({ userType: 'producer', preferredArtistsText: tenWithDuplicates }), 3),
    ).toEqual({});
  });

  it('label: at least one preference', () => {
    expect(validateWizardStep(form({ userType: 'label' }), 3, { method: 'social' })).toEqual({
      labelOptions: 'Please select at least one option',
    });
  });

  it('e-mail sign-up: credentials, matching passwords and the CAPTCHA', () => {
    expect(validateWizardStep(form({ userType: 'dj' }), 3, { method: 'email' })).toEqual({
      email: 'Email and password are required',
      captcha: 'Please complete the reCAPTCHA verification to continue',
    });
    expect(
      validateWizardStep(form({ userType: 'dj', email: 'kai@example.com' }), 3, {
        method: 'email',
        recaptchaToken: 'x',
      }),
    ).toEqual({ password: 'Email and password are required' });
    expect(
      validateWizardStep(
        form({ userType: 'enthusiast', ...credentials, confirmPassword: 'other' }),
        3,
        emailStep,
      ),
    ).toEqual({ confirmPassword: 'Passwords do not match. Please check your password and try again.' });
    expect(validateWizardStep(form({ userType: 'dj', ...credentials, email: 'kai' }), 3, emailStep)).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateWizardStep(form({ userType: 'dj', ...credentials }), 3, emailStep)).toEqual({});
  });

  it('social sign-up skips the credentials', () => {
    expect(validateWizardStep(form({ userType: 'dj' }), 3, { method: 'social' })).toEqual({});
  });
});

describe('a wizard that passes every step', () => {
  const complete: Record<string, Partial<TWizardForm>> = {
    dj: { stageName: 'Kai', country: 'DE' },
    venue: {
      venueName: 'Tresor',
      country: 'DE',
      city: 'Berlin',
      address: 'Köpenicker Str. 70',
      venueType: 'club',
      venueUrl: 'https://tresor.berlin',
      venueEmail: 'booking@tresor.berlin',
    },
    enthusiast: {
      displayName: 'Mia',
      country: 'FR',
      city: 'Paris',
      preferredArtistsText: 'Peggy Gou, Kerri Chandler',
    },
    producer: {
      wantToRemix: true,
      offersTraining: true,
      trainingHourlyRate: 40,
      trainingSpecialties: ['Sound Design'],
    },
    label: { labelName: 'Ostgut Ton', country: 'DE', city: 'Berlin', promoteToDJs: true },
  };

  it.each(Object.entries(complete))('%s: the server accepts the payload', (type, answers) => {
    const filled = form({ userType: type as TWizardForm['userType'], ...credentials, ...answers });
    for (const step of [1, 2, 3] as const) expect(validateWizardStep(filled, step, emailStep)).toEqual({});
    const parsed = ZRegisterPayload.safeParse(
      toRegisterPayload(filled, { recaptchaToken: 'solution', timezone: 'Europe/Berlin' }),
    );
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
