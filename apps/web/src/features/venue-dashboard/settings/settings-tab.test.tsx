import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPENING_HOURS_MESSAGES } from '@cuepoint/domain/venues/opening-hours';
import type { TVenueSettings } from '@cuepoint/domain/venues/venue-profile';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { VenueDashboardPage } from '../venue-dashboard-page.tsx';
import { venueRoutes, venueSettings } from '../testing/venue-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The settings tab, answering PUT /venue/profile by laying the changes over the saved settings. */
async function renderSettings(settings: TVenueSettings = venueSettings()) {
  let saved = settings;
  const api = fakeApi({
    ...venueRoutes({ settings }),
    'PUT /venue/profile': ({ body }) => {
      const { opening_hours: hours, ...profile } = body as Record<string, unknown>;
      saved = {
        ...saved,
        venue_profile: { ...saved.venue_profile, ...(profile as object) },
        opening_hours: { ...saved.opening_hours, ...(hours as object) },
      };
      return { body: { success: true, data: saved } };
    },
  });
  renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard?tab=settings' });
  await screen.findByRole('tabpanel', { name: 'Venue Settings' });
  return { api, user: userEvent.setup() };
}

const hoursList = () => screen.getByRole('list', { name: 'Opening hours' });
const row = (day: string) =>
  within(hoursList())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(day))!;

describe('opening hours', () => {
  it('shows the week with a closing time after midnight as "closes next day"', async () => {
    await renderSettings();
    expect(row('Monday')).toHaveTextContent('Monday09:00 – 23:00');
    expect(row('Friday')).toHaveTextContent('09:00 – 02:00closes next day');
    expect(row('Sunday')).toHaveTextContent('12:00 – 22:00');
    expect(within(row('Sunday')).queryByText('closes next day')).not.toBeInTheDocument();
  });

  it('enables Save only after a change, and Cancel puts the saved week back', async () => {
    const { api, user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit hours' }));
    const form = within(screen.getByRole('form', { name: 'Edit opening hours' }));
    const save = form.getByRole('button', { name: 'Save hours' });
    expect(save).toBeDisabled();

    fireEvent.change(form.getByLabelText('Monday closes'), { target: { value: '01:30' } });
    expect(save).toBeEnabled();
    const monday = form.getByRole('group', { name: 'Monday' });
    expect(within(monday).getByText('closes next day')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('Monday closes'), { target: { value: '23:00' } });
    expect(save).toBeDisabled();

    await user.click(form.getByLabelText('Sunday closed'));
    expect(form.getByLabelText('Sunday opens')).toBeDisabled();
    expect(save).toBeEnabled();
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit opening hours' })).not.toBeInTheDocument();
    expect(row('Sunday')).toHaveTextContent('12:00 – 22:00');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Edit hours' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Edit hours' }));
    expect(screen.getByLabelText('Sunday closed')).not.toBeChecked();
    expect(api.callsTo('PUT /venue/profile')).toHaveLength(0);
  });

  it('refuses the same opening and closing time with a clear message', async () => {
    const { api, user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit hours' }));
    const form = within(screen.getByRole('form', { name: 'Edit opening hours' }));
    fireEvent.change(form.getByLabelText('Tuesday closes'), { target: { value: '09:00' } });
    await user.click(form.getByRole('button', { name: 'Save hours' }));
    expect(form.getByLabelText('Tuesday opens')).toHaveAccessibleDescription(
      OPENING_HOURS_MESSAGES.sameTimes('tuesday'),
    );
    expect(api.callsTo('PUT /venue/profile')).toHaveLength(0);
  });

  it('saves only the changed days and shows them', async () => {
    const { api, user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit hours' }));
    const form = within(screen.getByRole('form', { name: 'Edit opening hours' }));
    await user.click(form.getByLabelText('Sunday closed'));
    fireEvent.change(form.getByLabelText('Thursday closes'), { target: { value: '03:00' } });
    await user.click(form.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Opening hours saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /venue/profile')[0]?.body).toEqual({
      opening_hours: {
        thursday: { open: '09:00', close: '03:00', closed: false },
        sunday: { open: '12:00', close: '22:00', closed: true },
      },
    });
    expect(row('Sunday')).toHaveTextContent('SundayClosed');
    expect(row('Thursday')).toHaveTextContent('09:00 – 03:00closes next day');
  });
});

describe('venue details', () => {
  it("shows 'Not specified' for what is unknown, and Cancel discards the edits", async () => {
    const { api, user } = await renderSettings(venueSettings({ capacity: null, description: '' }));
    const details = screen.getByRole('region', { name: 'Venue details' });
    expect(within(details).getAllByText('Not specified')).toHaveLength(2);
    await user.click(within(details).getByRole('button', { name: 'Edit details' }));
    const form = within(screen.getByRole('form', { name: 'Edit venue details' }));
    await user.clear(form.getByLabelText('Venue name'));
    await user.type(form.getByLabelText('Venue name'), 'Something Else');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(within(details).getByText('Tresor Lounge')).toBeInTheDocument();
    expect(api.callsTo('PUT /venue/profile')).toHaveLength(0);
  });

  it('sends only the changed fields; the currency follows a new country', async () => {
    const { api, user } = await renderSettings();
    const details = screen.getByRole('region', { name: 'Venue details' });
    await user.click(within(details).getByRole('button', { name: 'Edit details' }));
    const form = within(screen.getByRole('form', { name: 'Edit venue details' }));
    await user.selectOptions(form.getByLabelText('Country'), 'GB');
    expect(form.getByLabelText(/^Currency/)).toHaveValue('GBP');
    await user.clear(form.getByLabelText(/^City/));
    await user.type(form.getByLabelText(/^City/), 'London');
    await user.type(form.getByLabelText(/^Capacity/), '0');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Venue settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /venue/profile')[0]?.body).toEqual({
      city: 'London',
      country: 'GB',
      capacity: 4000,
      currency: 'GBP',
    });
    expect(within(details).getByText('United Kingdom')).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const { api, user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = within(screen.getByRole('form', { name: 'Edit venue details' }));
    await user.clear(form.getByLabelText('Venue name'));
    await user.clear(form.getByLabelText('Minimum hourly budget'));
    await user.type(form.getByLabelText('Minimum hourly budget'), '500');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByLabelText('Venue name')).toHaveAccessibleDescription('Venue name is required');
    expect(form.getByLabelText('Minimum hourly budget')).toHaveAccessibleDescription(
      'The minimum hourly budget cannot be more than the maximum hourly budget',
    );
    expect(api.callsTo('PUT /venue/profile')).toHaveLength(0);
  });
});
