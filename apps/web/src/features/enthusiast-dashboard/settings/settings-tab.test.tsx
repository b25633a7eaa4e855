import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRY_NOT_IN_LIST } from '@cuepoint/domain/text/clearable-fields';
import { USER_PROFILE_MESSAGES } from '@cuepoint/domain/enthusiasts/user-profile';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { EnthusiastDashboardPage } from '../enthusiast-dashboard-page.tsx';
import type { EnthusiastProfile } from '../enthusiast-api.ts';
import { enthusiastProfile, enthusiastRoutes, ok } from '../testing/enthusiast-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderSettings = () =>
  renderAccount(<EnthusiastDashboardPage />, { url: '/enthusiast-dashboard?tab=settings' });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function form() {
  const card = await screen.findByRole('region', { name: 'Account Settings' });
  return within(within(card).getByRole('form', { name: 'Account settings' }));
}

describe('Settings tab', () => {
  it('saves the settings to the server and shows what it kept, in the header too', async () => {
    let profile = enthusiastProfile();
    const api = fakeApi({
      ...enthusiastRoutes(),
      'GET /user/profile': () => ok(profile),
      'PUT /user/profile': ({ body }) => {
        const changes = body as Partial<EnthusiastProfile>;
        profile = { ...profile, ...changes, display_name: changes.display_name ?? profile.display_name };
        return ok(profile);
      },
    });
    renderSettings();
    const user = userEvent.setup();
    const f = await form();
    expect(f.getByLabelText('Email')).toBeDisabled();
    expect(f.getByLabelText('Email')).toHaveValue('mila@example.com');
    expect(f.getByLabelText('Email')).toHaveAccessibleDescription(USER_PROFILE_MESSAGES.emailReadOnly);
    expect(f.getByLabelText('Country')).toHaveValue('DE');

    await user.clear(f.getByLabelText('Display name'));
    await user.type(f.getByLabelText('Display name'), 'Mila K');
    await user.clear(f.getByLabelText('City'));
    await user.type(f.getByLabelText('City'), 'Hamburg');
    await user.clear(f.getByLabelText(/^Bio/));
    await user.type(f.getByLabelText(/^Bio/), 'Techno and house.');
    await user.type(f.getByRole('combobox', { name: 'Add a favorite genre' }), 'house{Enter}');
    await user.click(f.getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText('Settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /user/profile')[0]!.body).toEqual({
      display_name: 'Mila K',
      city: 'Hamburg',
      country: 'DE',
      bio: 'Techno and house.',
      favorite_genres: ['Techno', 'House'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Mila K' })).toBeInTheDocument();
    expect(screen.getByText('Hamburg, Germany')).toBeInTheDocument();
    // The session is read again, so the header's name follows.
    await vi.waitFor(() => expect(api.callsTo('GET /auth/session').length).toBeGreaterThan(1));
    // Typing into five fields takes a while on a busy machine.
  }, 20_000);

  it('clears city, country and bio with blanks', async () => {
    const api = fakeApi({
      ...enthusiastRoutes(),
      'PUT /user/profile': () => ok(enthusiastProfile({ city: null, country: null, bio: '' })),
    });
    renderSettings();
    const user = userEvent.setup();
    const f = await form();
    await user.clear(f.getByLabelText('City'));
    await user.selectOptions(f.getByLabelText('Country'), '');
    await user.clear(f.getByLabelText(/^Bio/));
    await user.click(f.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /user/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /user/profile')[0]!.body).toMatchObject({ city: null, country: null, bio: null });
  });

  it('refuses an empty display name before sending', async () => {
    const api = fakeApi(enthusiastRoutes());
    renderSettings();
    const user = userEvent.setup();
    const f = await form();
    await user.clear(f.getByLabelText('Display name'));
    await user.click(f.getByRole('button', { name: 'Save Changes' }));
    expect(f.getByLabelText('Display name')).toHaveAccessibleDescription(
      USER_PROFILE_MESSAGES.displayNameRequired,
    );
    expect(api.callsTo('PUT /user/profile')).toHaveLength(0);
  });

  it('shows a refusal next to the field it names, and any other failure as a toast', async () => {
    let reply: { status: number; body: Record<string, unknown> } = {
      status: 400,
      body: { success: false, error: COUNTRY_NOT_IN_LIST, code: 'INVALID_FIELD', field: 'country' },
    };
    fakeApi({ ...enthusiastRoutes(), 'PUT /user/profile': () => reply });
    renderSettings();
    const user = userEvent.setup();
    const f = await form();
    await user.click(f.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(f.getByLabelText('Country')).toHaveAccessibleDescription(COUNTRY_NOT_IN_LIST),
    );

    reply = { status: 503, body: { success: false, error: 'Database unavailable' } };
    await user.click(f.getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText('Failed to save settings: Database unavailable')).toBeInTheDocument();
  });

  it('tells an unreachable server apart', async () => {
    fakeApi({ ...enthusiastRoutes(), 'PUT /user/profile': 'network-error' });
    renderSettings();
    const f = await form();
    await userEvent.setup().click(f.getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
  });

  it('shows the push status as text, and Manage Notifications opens the push notification dialog', async () => {
    fakeApi({
      ...enthusiastRoutes(),
      'GET /push-notifications/preferences.php': {
        body: {
          success: true,
          preferences: {
            djAvailableInCity: true,
            requestResponses: true,
            bookingUpdates: true,
            eventReminders: true,
            newFeatures: false,
          },
        },
      },
    });
    renderSettings();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Push Notifications' });
    // jsdom has no push support.
    expect(await within(card).findByTestId('push-status')).toHaveTextContent(
      'Push notifications are not supported in this browser',
    );
    await user.click(within(card).getByRole('button', { name: 'Manage Notifications' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Push notifications' }));
    expect(await dialog.findByRole('checkbox', { name: 'DJs available in your city' })).toBeChecked();
  });
});
