import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DJ_PROFILE_MESSAGES } from '@cuepoint/domain/djs/profile-rules';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { DjDashboardPage } from '../dj-dashboard-page.tsx';
import { dashboardRoutes, djProfile } from '../testing/dashboard-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openEditor(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderAccount(<DjDashboardPage />, { url: '/dj-dashboard' });
  const user = userEvent.setup();
  const card = await screen.findByRole('region', { name: 'Profile' });
  await user.click(within(card).getByRole('button', { name: 'Edit Profile' }));
  const form = within(card).getByRole('form', { name: 'Edit profile' });
  return { api, user, card, form: within(form) };
}

describe('ProfileCard', () => {
  it('shows the profile, and Cancel throws the edits away', async () => {
    const { api, user, card, form } = await openEditor(dashboardRoutes());
    expect(form.getByLabelText(/^Bio/)).toHaveFocus();
    expect(form.getByLabelText('Stage name')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Stage name')).toHaveValue('Kai');
    await user.clear(form.getByLabelText(/^Bio/));
    await user.type(form.getByLabelText(/^Bio/), 'Something else entirely');
    await user.click(form.getByRole('checkbox', { name: /Co-streaming/ }));
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(within(card).getByText('Warehouse techno from Berlin.')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(card).getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    await user.click(within(card).getByRole('button', { name: 'Edit Profile' }));
    expect(within(card).getByLabelText(/^Bio/)).toHaveValue('Warehouse techno from Berlin.');
    expect(within(card).getByRole('checkbox', { name: /Co-streaming/ })).not.toBeChecked();
    expect(api.callsTo('POST /dj-profile.php')).toHaveLength(0);
  });

  it('saves every field with POST /dj-profile.php and shows the saved profile', async () => {
    let saved = djProfile();
    const { api, user, card, form } = await openEditor({
      ...dashboardRoutes(),
      'GET /dj/profile': () => ({ body: { success: true, data: saved } }),
      'POST /dj-profile.php': () => {
        saved = djProfile({
          bio: 'Deep and hypnotic.',
          website_url: 'https://kai.example',
          social_links: { instagram: 'https://www.instagram.com/kai.music/' },
          accepts_co_streaming: true,
          current_location: { city: 'Lisbon', country: 'PT', availability_type: 'touring' },
        });
        return { body: { success: true, data: saved, profile: saved } };
      },
    });
    await user.clear(form.getByLabelText(/^Bio/));
    await user.type(form.getByLabelText(/^Bio/), 'Deep and hypnotic.');
    await user.type(form.getByLabelText(/^Website\b(?! link)/), 'kai.example');
    await user.type(form.getByLabelText(/^Instagram/), '@kai.music');
    await user.click(form.getByRole('checkbox', { name: /Co-streaming/ }));
    await user.clear(form.getByLabelText(/^City/));
    await user.type(form.getByLabelText(/^City/), 'Lisbon');
    await user.selectOptions(form.getByLabelText('Country'), 'PT');
    await user.selectOptions(form.getByLabelText('I am'), 'touring');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await within(card).findByText('Deep and hypnotic.')).toBeInTheDocument();
    expect(api.callsTo('POST /dj-profile.php')[0]!.body).toEqual({
      stage_name: 'Kai',
      bio: 'Deep and hypnotic.',
      website_url: 'kai.example',
      social_links: { instagram: '@kai.music', facebook: '', mixcloud: '', twitch: '', website: '' },
      accepts_in_person: true,
      accepts_co_streaming: true,
      accepts_remote_venues: true,
      accepts_remote_private: false,
      current_location: { city: 'Lisbon', country: 'PT', availability_type: 'touring' },
    });
    expect(within(card).getByRole('link', { name: 'https://kai.example' })).toBeInTheDocument();
    expect(within(card).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
  });

  it('checks the form with the shared schema before sending: the message shows next to its field', async () => {
    const { api, user, form } = await openEditor(dashboardRoutes());
    await user.type(form.getByLabelText(/^Twitch/), 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    const twitch = form.getByLabelText(/^Twitch/);
    expect(twitch).toHaveAccessibleDescription(DJ_PROFILE_MESSAGES.socialLinkInvalid);
    await vi.waitFor(() => expect(twitch).toHaveFocus());
    expect(api.callsTo('POST /dj-profile.php')).toHaveLength(0);
  });

  it("shows the server's refusal next to its field, and anything else as the spec toast", async () => {
    let answer: { status: number; body: { success: boolean; error: string } } = {
      status: 400,
      body: { success: false, error: DJ_PROFILE_MESSAGES.websiteInvalid },
    };
    const { user, form } = await openEditor({ ...dashboardRoutes(), 'POST /dj-profile.php': () => answer });
    await user.type(form.getByLabelText(/^Website\b(?! link)/), 'https://kai.example');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    await vi.waitFor(() =>
      expect(form.getByLabelText(/^Website\b(?! link)/)).toHaveAccessibleDescription(
        DJ_PROFILE_MESSAGES.websiteInvalid,
      ),
    );
    answer = { status: 500, body: { success: false, error: 'Internal server error (request 7)' } };
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Failed to save profile: Internal server error (request 7)'),
    ).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });

  it('says "Failed to save profile changes. Please try again." when the server cannot be reached', async () => {
    const { user, form } = await openEditor({
      ...dashboardRoutes(),
      'POST /dj-profile.php': 'network-error',
    });
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(DJ_PROFILE_MESSAGES.saveFailed)).toBeInTheDocument();
  });
});
