import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fakeApi, sessionUser } from '../testing/fake-api.ts';
import { renderAccount } from '../testing/render-account.tsx';
import { elapse, moveTheClockFromHere } from '../../../test/fake-clock.ts';
import { browser } from '../social/start-social-sign-in.ts';
import type { CaptchaEvent } from './altcha-widget.tsx';
import { useAuthModals } from '../auth-modals.tsx';
import { SignUpWizard } from './sign-up-wizard.tsx';

// The proof-of-work widget needs workers and a real browser; here a stand-in reports its events.
vi.mock('./altcha-widget.tsx', () => ({
  default: ({ onEvent }: { onEvent(event: CaptchaEvent): void }) => (
    <div>
      <button type="button" onClick={() => onEvent({ kind: 'verified', token: 'solution-1' })}>
        Verify I am human
      </button>
      <button type="button" onClick={() => onEvent({ kind: 'expired' })}>
        Let it expire
      </button>
    </div>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function user() {
  return userEvent.setup();
}

async function next(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole('button', { name: 'Next' }));
}

/** Waits for the detected country to be selected, then clears it, to see the field's required message. */
async function clearCountry(u: ReturnType<typeof user>) {
  await waitFor(() => expect(screen.getByLabelText('Country')).not.toHaveValue(''));
  await u.selectOptions(screen.getByLabelText('Country'), '');
}

/** The message shown right under a field: its error paragraph is linked through aria-describedby. */
function messageFor(label: string | RegExp): string {
  const control = screen.getByLabelText(label);
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.getAttribute('role') === 'alert')
    .map((element) => element?.textContent)
    .join(' ');
}

describe('step 1', () => {
  beforeEach(() => fakeApi(baseRoutes()));

  it('offers the five roles and moves on when one is chosen', async () => {
    const u = user();
    renderAccount(<SignUpWizard />);
    expect(screen.getByRole('heading', { name: 'I am a...' })).toBeInTheDocument();
    for (const role of ['DJ', 'Venue Manager', 'Music Enthusiast', 'Music Producer', 'Record Label']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${role}`) })).toBeInTheDocument();
    }
    await u.click(screen.getByRole('button', { name: /^DJ/ }));
    expect(screen.getByRole('heading', { name: 'Where are you based?' })).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Step 2 of 3' })).toHaveTextContent('Location');
  });

  it("each step is a history entry: the browser's Back and Forward move between steps and keep what was typed", async () => {
    const u = user();
    const { router } = renderAccount(<SignUpWizard />, { url: '/signup' });
    await u.click(screen.getByRole('button', { name: /^DJ/ }));
    await u.type(screen.getByLabelText('Stage Name'), 'Kai Nova');
    await u.selectOptions(screen.getByLabelText('Country'), 'FR');
    await next(u);
    expect(await screen.findByRole('heading', { name: 'Performance Types' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Where are you based?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Stage Name')).toHaveValue('Kai Nova');
    expect(screen.getByLabelText('Country')).toHaveValue('FR');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'I am a...' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Where are you based?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Stage Name')).toHaveValue('Kai Nova');

    // The wizard's own Back button goes back through the same entries.
    await next(u);
    await screen.findByRole('heading', { name: 'Performance Types' });
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Where are you based?' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'I am a...' })).toBeInTheDocument();
  });

  it('is skipped when a type is preset, and Back returns to it', async () => {
    const u = user();
    renderAccount(<SignUpWizard presetType="label" />);
    expect(screen.getByRole('heading', { name: 'About Your Label' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'I am a...' })).toBeInTheDocument();
  });
});

describe('DJ', () => {
  it('selects the detected country, listed first; requires stage name and a country', async () => {
    fakeApi(baseRoutes({ country: 'DE' }));
    const u = user();
    renderAccount(<SignUpWizard presetType="dj" />);
    const detected = await screen.findByRole('option', { name: 'Germany (Detected)' }, { timeout: 5000 });
    const options = within(screen.getByLabelText('Country')).getAllByRole('option');
    expect(options[1]).toBe(detected);
    expect(options).toHaveLength(1 + 249);
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('DE'));

    // A visitor who clears the suggestion keeps it cleared.
    await u.selectOptions(screen.getByLabelText('Country'), '');
    await next(u);
    expect(messageFor('Stage Name')).toBe('Stage Name is required');
    expect(messageFor('Country')).toBe('Country is required');
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.getByLabelText('Stage Name')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Where are you based?' })).toBeInTheDocument();

    await u.type(screen.getByLabelText('Stage Name'), 'Kai Nova');
    expect(messageFor('Stage Name')).toBe('');
    await u.selectOptions(screen.getByLabelText('Country'), 'DE');
    await next(u);
    expect(screen.getByRole('heading', { name: 'Performance Types' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /In person/ })).toBeChecked();
  });

  it('signs up by e-mail: fields appear on choice, every message inline, then the payload goes to the server', async () => {
    const api = fakeApi({
      ...baseRoutes({ providers: ['linkedin', 'google'] }),
      'POST /auth/register': { status: 201, body: { success: true, token: 't', user: sessionUser() } },
    });
    const u = user();
    renderAccount(<SignUpWizard presetType="dj" djId={42} />);
    await u.type(screen.getByLabelText('Stage Name'), 'Kai Nova');
    await u.selectOptions(screen.getByLabelText('Country'), 'FR');
    await u.type(screen.getByLabelText(/Available In This City Until/), '2031-05-01');
    await next(u);
    await u.click(screen.getByRole('checkbox', { name: /Co-streaming/ }));

    expect(await screen.findByRole('button', { name: 'Sign up with LinkedIn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign up with Email' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await u.click(screen.getByRole('button', { name: 'Complete' }));
    expect(messageFor('Email')).toBe('Email and password are required');
    expect(
      await screen.findByText('Please complete the reCAPTCHA verification to continue'),
    ).toBeInTheDocument();

    await u.type(screen.getByLabelText('Email'), 'kai@example.com');
    await u.type(screen.getByLabelText('Password'), 'long enough password');
    await u.type(screen.getByLabelText('Confirm Password'), 'another password');
    await u.click(screen.getByRole('button', { name: 'Let it expire' }));
    expect(screen.getByText('reCAPTCHA expired. Please verify again.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Verify I am human' }));
    expect(screen.queryByText('reCAPTCHA expired. Please verify again.')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Complete' }));
    expect(messageFor('Confirm Password')).toBe(
      'Passwords do not match. Please check your password and try again.',
    );
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);

    await u.clear(screen.getByLabelText('Confirm Password'));
    await u.type(screen.getByLabelText('Confirm Password'), 'long enough password');
    await u.click(screen.getByRole('button', { name: 'Complete' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/check-email?email=kai%40example.com&userType=dj',
      ),
    );
    const [call] = api.callsTo('POST /auth/register');
    expect(call?.body).toMatchObject({
      user_type: 'dj',
      stage_name: 'Kai Nova',
      country: 'FR',
      // The rate's currency is the country's (docs/product/accounts-and-sessions.md).
      currency: 'EUR',
      until_date: '2031-05-01',
      acceptsInPerson: true,
      acceptsCoStreaming: true,
      email: 'kai@example.com',
      password: 'long enough password',
      recaptcha_token: 'solution-1',
      dj_id: 42,
    });
  });

  it('shows the server error next to Complete and asks for a fresh CAPTCHA', async () => {
    fakeApi({
      ...baseRoutes(),
      'POST /auth/register': {
        status: 409,
        body: {
          success: false,
          error: 'An account with this email already exists. Please sign in or reset your password.',
        },
      },
    });
    const u = user();
    renderAccount(<SignUpWizard presetType="dj" />);
    await u.type(screen.getByLabelText('Stage Name'), 'Kai');
    await u.selectOptions(screen.getByLabelText('Country'), 'DE');
    await next(u);
    // No provider configured: e-mail is the only way, still behind its button.
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Sign up with Email' }));
    await u.type(screen.getByLabelText('Email'), 'kai@example.com');
    await u.type(screen.getByLabelText('Password'), 'long enough password');
    await u.type(screen.getByLabelText('Confirm Password'), 'long enough password');
    await u.click(await screen.findByRole('button', { name: 'Verify I am human' }));
    await u.click(screen.getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText(
        'An account with this email already exists. Please sign in or reset your password.',
      ),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText('Please complete the reCAPTCHA verification to continue'),
    ).toBeInTheDocument();
  });

  it('falls back to the spec message when the network fails', async () => {
    fakeApi({ ...baseRoutes(), 'POST /auth/register': 'network-error' });
    const u = user();
    renderAccount(<SignUpWizard presetType="dj" />);
    await u.type(screen.getByLabelText('Stage Name'), 'Kai');
    await u.selectOptions(screen.getByLabelText('Country'), 'DE');
    await next(u);
    await u.click(await screen.findByRole('button', { name: 'Sign up with Email' }));
    await u.type(screen.getByLabelText('Email'), 'kai@example.com');
    await u.type(screen.getByLabelText('Password'), 'long enough password');
    await u.type(screen.getByLabelText('Confirm Password'), 'long enough password');
    await u.click(await screen.findByRole('button', { name: 'Verify I am human' }));
    await u.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('An error occurred during signup. Please try again.')).toBeInTheDocument();
  });

  it('refuses the address as password before sending, and shows a too-common password next to the field', async () => {
    const tooCommon = 'This password is too common. Choose one that is harder to guess.';
    const api = fakeApi({
      ...baseRoutes(),
      'POST /auth/register': {
        status: 400,
        body: { success: false, error: tooCommon, code: 'PASSWORD_RULE' },
      },
    });
    const u = user();
    renderAccount(<SignUpWizard presetType="dj" />);
    await u.type(screen.getByLabelText('Stage Name'), 'Kai');
    await u.selectOptions(screen.getByLabelText('Country'), 'DE');
    await next(u);
    await u.click(await screen.findByRole('button', { name: 'Sign up with Email' }));
    await u.type(screen.getByLabelText('Email'), 'kai.mixes@example.com');
    await u.type(screen.getByLabelText('Password'), 'Kai.Mixes@example.com');
    await u.type(screen.getByLabelText('Confirm Password'), 'Kai.Mixes@example.com');
    await u.click(await screen.findByRole('button', { name: 'Verify I am human' }));
    await u.click(screen.getByRole('button', { name: 'Complete' }));
    expect(messageFor('Password')).toBe('Your password must not be your email address. Choose another one.');
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);

    await u.clear(screen.getByLabelText('Password'));
    await u.type(screen.getByLabelText('Password'), 'password1234');
    await u.clear(screen.getByLabelText('Confirm Password'));
    await u.type(screen.getByLabelText('Confirm Password'), 'password1234');
    await u.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(messageFor('Password')).toBe(tooCommon));
    expect(api.callsTo('POST /auth/register')).toHaveLength(1);
    // The message sits by the field, not in the form's general error.
    expect(screen.getAllByText(tooCommon)).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('starts social sign-up: stores the answers, then leaves for the provider', async () => {
    const api = fakeApi({
      ...baseRoutes({ providers: ['linkedin'] }),
      'POST /auth/store-registration-data': { body: { success: true } },
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const u = user();
    renderAccount(<SignUpWizard presetType="dj" />);
    await u.type(screen.getByLabelText('Stage Name'), 'Kai');
    await u.selectOptions(screen.getByLabelText('Country'), 'DE');
    await next(u);
    await u.click(await screen.findByRole('button', { name: 'Sign up with LinkedIn' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/linkedin?user_type=dj'));
    expect(api.callsTo('POST /auth/store-registration-data')[0]?.body).toMatchObject({
      user_type: 'dj',
      stage_name: 'Kai',
      country: 'DE',
      acceptsInPerson: true,
    });
  });
});

describe('venue', () => {
  it('step 2 needs name, country, city and address; step 3 its details; e-mail when LinkedIn is not configured', async () => {
    fakeApi(baseRoutes({ providers: ['google'] }));
    const u = user();
    renderAccount(<SignUpWizard presetType="venue" />);
    await clearCountry(u);
    await next(u);
    expect(messageFor('Venue Name')).toBe('Venue name is required');
    expect(messageFor('Country')).toBe('Country is required');
    expect(messageFor('City')).toBe('City is required');
    expect(messageFor('Address')).toBe('Address is required');
    await u.type(screen.getByLabelText('Venue Name'), 'Tresor');
    await u.selectOptions(screen.getByLabelText('Country'), 'DE');
    await u.type(screen.getByLabelText('City'), 'Berlin');
    await u.type(screen.getByLabelText('Address'), 'Köpenicker Str. 70');
    await next(u);

    expect(screen.getByRole('heading', { name: 'Venue Details' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Step 3 of 3' })).toHaveTextContent('Details');
    expect(screen.getByLabelText('Remote Streaming')).toHaveValue('both');
    await u.selectOptions(screen.getByLabelText('Remote Streaming'), '');
    // Google is not offered to venues; without LinkedIn the venue signs up by e-mail.
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Sign up with Email' }));
    await u.click(screen.getByRole('button', { name: 'Complete' }));
    expect(messageFor('Venue Type')).toBe('Please select a venue type');
    expect(messageFor('Remote Streaming')).toBe('Please select a remote streaming option');
    expect(messageFor('Venue Website')).toBe('Venue URL is required');
    expect(messageFor('Venue Email')).toBe('Venue email is required');
  });

  it("preselects the country's currency, and keeps one the venue chose when the country changes", async () => {
    fakeApi(baseRoutes({ country: 'DE', providers: ['linkedin'] }));
    const u = user();
    renderAccount(<SignUpWizard presetType="venue" />);
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('DE'));
    await u.type(screen.getByLabelText('Venue Name'), 'Tresor');
    await u.type(screen.getByLabelText('City'), 'Berlin');
    await u.type(screen.getByLabelText('Address'), 'Köpenicker Str. 70');
    await next(u);
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');

    await u.click(screen.getByRole('button', { name: 'Back' }));
    await u.selectOptions(screen.getByLabelText('Country'), 'GB');
    await next(u);
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');

    await u.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    await u.selectOptions(screen.getByLabelText('Country'), 'FR');
    await next(u);
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
  });

  it(
    "takes the country from the venue's address over the browser's en-US, but never over a chosen one",
    { timeout: 15_000 },
    async () => {
      // No answer from the address lookup (a private network): the browser's language is all there is to guess from.
      fakeApi(baseRoutes({ country: null, providers: ['linkedin'] }));
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
      const u = user();
      renderAccount(<SignUpWizard presetType="venue" />);
      await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('US'));
      const address = async (text: string) => {
        await u.clear(screen.getByLabelText('Address'));
        await u.type(screen.getByLabelText('Address'), text);
        return (screen.getByLabelText('Country') as HTMLSelectElement).value;
      };
      expect(await address('Torstr. 1, Berlin, Germany')).toBe('DE');
      // A corrected address corrects the country it set.
      expect(await address('Gürtel 1, Wien, Austria')).toBe('AT');
      await u.type(screen.getByLabelText('Venue Name'), 'Fluc');
      await u.type(screen.getByLabelText('City'), 'Vienna');
      await next(u);
      expect(screen.getByLabelText('Currency')).toHaveValue('EUR');

      await u.click(screen.getByRole('button', { name: 'Back' }));
      await u.selectOptions(screen.getByLabelText('Country'), 'CH');
      expect(await address('Limmatstr. 1, Zürich, Germany')).toBe('CH');
    },
  );

  it('keeps the hourly minimum at or below the maximum', async () => {
    fakeApi(baseRoutes({ providers: ['linkedin'] }));
    const u = user();
    renderAccount(<SignUpWizard presetType="venue" />);
    await u.type(screen.getByLabelText('Venue Name'), 'Tresor');
    await u.selectOptions(screen.getByLabelText('Country'), 'DE');
    await u.type(screen.getByLabelText('City'), 'Berlin');
    await u.type(screen.getByLabelText('Address'), 'Köpenicker Str. 70');
    await next(u);
    const min = screen.getByLabelText('Minimum per hour');
    const max = screen.getByLabelText('Maximum per hour');
    expect(min).toHaveValue('50');
    expect(max).toHaveValue('200');
    expect(min).toHaveAttribute('step', '5');
    expect(max).toHaveAttribute('step', '50');
    // Only LinkedIn for venues: no e-mail and no Complete button.
    expect(await screen.findByRole('button', { name: 'Sign up with LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up with Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(min, { target: { value: '400' } });
    expect(min).toHaveValue('200');
    fireEvent.change(max, { target: { value: '100' } });
    expect(max).toHaveValue('200');
  });
});

describe('enthusiast', () => {
  it('needs a display name, country and city, then at most 10 artists with suggestions', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'GET /suggestions.php': ({ url }) => ({
        body: { success: true, data: [{ name: `${url.searchParams.get('q')} Alpha` }, { name: 'Carl Cox' }] },
      }),
    });
    const u = moveTheClockFromHere();
    renderAccount(<SignUpWizard presetType="enthusiast" />);
    await clearCountry(u);
    await next(u);
    expect(messageFor('Display Name')).toBe('Display name is required');
    expect(messageFor('Country')).toBe('Country is required');
    expect(messageFor('City')).toBe('City is required');
    expect(
      screen.getByText("We'll notify you when registered DJs perform in your area."),
    ).toBeInTheDocument();
    await u.type(screen.getByLabelText('Display Name'), 'Mia');
    await u.selectOptions(screen.getByLabelText('Country'), 'FR');
    await u.type(screen.getByLabelText('City'), 'Paris');
    await next(u);

    const input = screen.getByRole('combobox', { name: /Preferred artists/ });
    await u.type(input, 'C');
    await elapse(1000);
    expect(api.callsTo('GET /suggestions.php')).toHaveLength(0);
    await u.type(input, 'a');
    await elapse(299);
    expect(api.callsTo('GET /suggestions.php')).toHaveLength(0);
    await elapse(1);
    const list = await screen.findByRole('listbox', { name: 'Artist suggestions' });
    expect(api.callsTo('GET /suggestions.php')[0]?.query.get('limit')).toBe('10');
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    await u.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Carl Cox, ');
    expect(screen.getByRole('list', { name: 'Selected artists' })).toHaveTextContent('Carl Cox');

    await u.type(input, Array.from({ length: 10 }, (_, i) => `Artist ${i}`).join(', '));
    await u.click(await screen.findByRole('button', { name: 'Sign up with Email' }));
    await u.click(screen.getByRole('button', { name: 'Complete' }));
    expect(messageFor(/Preferred artists/)).toBe('You can select a maximum of 10 preferred artists/DJs');
    await u.click(screen.getByRole('button', { name: 'Remove Carl Cox' }));
    await u.click(screen.getByRole('button', { name: 'Complete' }));
    expect(messageFor(/Preferred artists/)).toBe('');
    expect(messageFor('Email')).toBe('Email and password are required');
  });
});

describe('producer', () => {
  beforeEach(() => fakeApi(baseRoutes()));

  it('needs one option, checks the remix handle and reveals training fields', async () => {
    const u = user();
    renderAccount(<SignUpWizard presetType="producer" />);
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    await u.type(screen.getByLabelText(/Remix Handle/), 'ab');
    await next(u);
    expect(screen.getByText('Please select at least one option')).toBeInTheDocument();
    expect(messageFor(/Remix Handle/)).toBe('Remix handle must be between 3 and 30 characters long');
    await u.type(screen.getByLabelText(/Remix Handle/), '_');
    await next(u);
    expect(messageFor(/Remix Handle/)).toBe(
      'Invalid remix handle format. Use only letters, numbers, hyphens, and underscores. Cannot start or end with hyphens or underscores.',
    );

    expect(screen.queryByTestId('training-fields')).not.toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: /I offer music production training/ }));
    const training = screen.getByTestId('training-fields');
    expect(within(training).getAllByRole('checkbox')).toHaveLength(12);
    const currencies = within(within(training).getByLabelText('Currency'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(currencies).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
    const rate = within(training).getByLabelText('Hourly Rate');
    expect(rate).toHaveAttribute('min', '0');
    expect(rate).toHaveAttribute('step', '5');
    expect(within(training).getByLabelText('Years of Experience')).toHaveAttribute('max', '50');

    await u.click(screen.getByRole('checkbox', { name: /Promote my music to DJs/ }));
    expect(screen.queryByText('Please select at least one option')).not.toBeInTheDocument();
    await u.clear(screen.getByLabelText(/Remix Handle/));
    await u.type(screen.getByLabelText(/Remix Handle/), 'kai_beats');
    await next(u);
    // Training offered without a rate would leave the dashboard with no training card and no word why.
    expect(messageFor('Hourly Rate')).toBe('Please enter an hourly rate above 0 for your training');
    await u.type(within(training).getByLabelText('Hourly Rate'), '40');
    await next(u);
    expect(screen.getByRole('heading', { name: 'Your Preferred Artists/DJs' })).toBeInTheDocument();
  });
});

describe('label', () => {
  it('needs name, country and city, then one preference', async () => {
    fakeApi(baseRoutes({ providers: ['linkedin', 'google'] }));
    const u = user();
    renderAccount(<SignUpWizard presetType="label" />);
    await clearCountry(u);
    await next(u);
    expect(messageFor('Label Name')).toBe('Label name is required');
    expect(messageFor('Country')).toBe('Country is required');
    expect(messageFor('City')).toBe('City is required');
    await u.type(screen.getByLabelText('Label Name'), 'Ostgut Ton');
    await u.selectOptions(screen.getByLabelText('Country'), 'DE');
    await u.type(screen.getByLabelText('City'), 'Berlin');
    await next(u);
    expect(screen.getByRole('heading', { name: 'Label Preferences' })).toBeInTheDocument();
    // LinkedIn only (business identity); Google is not offered for label sign-up.
    await u.click(await screen.findByRole('button', { name: 'Sign up with LinkedIn' }));
    expect(screen.getByText('Please select at least one option')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  });
});

/** Opens the Join Cuepoint dialog, as the header's Sign Up button does. */
function OpenSignUp() {
  const modals = useAuthModals();
  useEffect(() => modals.openSignUp({ presetType: 'dj' }), [modals]);
  return null;
}

describe('in the Join Cuepoint dialog', () => {
  beforeEach(() => fakeApi(baseRoutes({ country: 'DE' })));

  async function openDialog() {
    renderAccount(<OpenSignUp />);
    const modal = await screen.findByRole('dialog', { name: 'Join Cuepoint' }, { timeout: 5000 });
    await within(modal).findByLabelText('Stage Name', undefined, { timeout: 5000 });
    await waitFor(() => expect(within(modal).getByLabelText('Country')).toHaveValue('DE'));
    return modal;
  }

  it('closes on Escape without asking while nothing was entered (the detected country is not input)', async () => {
    const u = user();
    await openDialog();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before Escape throws away what was entered: Keep editing keeps it, Discard closes', async () => {
    const u = user();
    const modal = await openDialog();
    await u.type(within(modal).getByLabelText('Stage Name'), 'Kai Nova');
    await u.keyboard('{Escape}');
    const question = screen.getByRole('alertdialog', { name: 'Discard your sign-up?' });
    expect(question).toHaveAccessibleDescription('What you have entered so far will be lost.');
    await u.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'Join Cuepoint' })).toBeInTheDocument();
    expect(within(modal).getByLabelText('Stage Name')).toHaveValue('Kai Nova');

    await u.click(within(modal).getByRole('button', { name: 'Close' }));
    await u.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function OpenBookingSignUp() {
  const modals = useAuthModals();
  useEffect(() => modals.openSignUp({ djId: 42, djName: 'Kofi Mensah' }), [modals]);
  return null;
}

describe('opened by a DJ’s Book this DJ', () => {
  it('offers the two types that can book, and a sign-in that leads on to the booking form', async () => {
    fakeApi({
      ...baseRoutes({ country: 'DE' }),
      'POST /auth/login': {
        body: { success: true, token: 't', user: sessionUser({ user_type: 'enthusiast' }) },
      },
    });
    const u = user();
    renderAccount(<OpenBookingSignUp />);
    const modal = await screen.findByRole('dialog', { name: 'Join Cuepoint' }, { timeout: 5000 });
    expect(
      await within(modal).findByText('Booking Kofi Mensah takes a venue or music enthusiast account.'),
    ).toBeInTheDocument();
    const roles = within(modal)
      .getAllByRole('button', { pressed: false })
      .map((button) => button.textContent);
    expect(roles).toEqual([
      expect.stringMatching(/^Venue Manager/),
      expect.stringMatching(/^Music Enthusiast/),
    ]);
    await u.click(within(modal).getByRole('button', { name: 'Sign in as Music Enthusiast' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in as a Music Enthusiast' });
    await u.type(
      await within(signIn).findByLabelText('Email', undefined, { timeout: 5000 }),
      'kai@example.com',
    );
    await u.type(within(signIn).getByLabelText('Password'), 'long enough password');
    await u.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/enthusiast-dashboard?tab=overview&dj_id=42'),
    );
  });
});
