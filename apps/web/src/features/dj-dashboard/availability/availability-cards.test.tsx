import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERFORMANCE_HOUR_MESSAGES } from '@cuepoint/domain/djs/performance-hours';
import { AVAILABILITY_MESSAGES } from '@cuepoint/domain/djs/availability-periods';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { DjDashboardPage } from '../dj-dashboard-page.tsx';
import { availabilityPeriod, dashboardRoutes, performanceHour } from '../testing/dashboard-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderCard(name: string, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderAccount(<DjDashboardPage />, { url: '/dj-dashboard' });
  const card = within(await screen.findByRole('region', { name }));
  return { api, card, user: userEvent.setup() };
}

/** A line of the lists, whose times and dates are kept from wrapping in spans of their own. */
const line = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent?.replace(/\s+/g, ' ').trim() === text;

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('Remote performance hours', () => {
  it('lists each slot with its UTC times as the server gives them', async () => {
    const { card } = await renderCard(
      'Remote performance hours',
      dashboardRoutes({ hours: [performanceHour()] }),
    );
    expect(await card.findByText(line('Friday 22:00–23:30'))).toBeInTheDocument();
    expect(card.getByText(line('Europe / Berlin · UTC 21:00–22:30'))).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'Your time slots' })).getByText('Available'),
    ).toBeInTheDocument();
  });

  it('needs both times before sending, then adds the slot in the browser zone by default', async () => {
    const hours: ReturnType<typeof performanceHour>[] = [];
    const { api, card, user } = await renderCard('Remote performance hours', {
      ...dashboardRoutes(),
      'GET /dj/performance-hours': () => ({ body: { success: true, data: hours } }),
      'POST /dj/performance-hours': ({ body }) => {
        const slot = performanceHour({
          id: 9,
          day_of_week: 'saturday',
          start_time: '20:00',
          end_time: '22:00',
          timezone: (body as { timezone: string }).timezone,
          start_time_utc: '19:00',
          end_time_utc: '21:00',
        });
        hours.push(slot);
        return { status: 201, body: { success: true, data: slot } };
      },
    });
    expect(await card.findByText('No time slots yet')).toBeInTheDocument();
    expect(card.getByLabelText('Time zone')).toHaveValue(browserZone);
    await user.click(card.getByRole('button', { name: 'Add time slot' }));
    expect(card.getByLabelText('Start time')).toHaveAccessibleDescription(
      PERFORMANCE_HOUR_MESSAGES.timesRequired,
    );
    await user.type(card.getByLabelText('Start time'), '20:00');
    await user.click(card.getByRole('button', { name: 'Add time slot' }));
    expect(card.getByLabelText('End time')).toHaveAccessibleDescription(
      PERFORMANCE_HOUR_MESSAGES.timesRequired,
    );
    expect(api.callsTo('POST /dj/performance-hours')).toHaveLength(0);
    await user.type(card.getByLabelText('End time'), '22:00');
    await user.selectOptions(card.getByLabelText('Day'), 'saturday');
    await user.click(card.getByRole('button', { name: 'Add time slot' }));
    expect(await card.findByText(line('Saturday 20:00–22:00'))).toBeInTheDocument();
    expect(api.callsTo('POST /dj/performance-hours')[0]!.body).toEqual({
      day: 'saturday',
      startTime: '20:00',
      endTime: '22:00',
      timezone: browserZone,
      is_available: true,
    });
  });

  it("says why adding or deleting failed in the spec's words", async () => {
    const { card, user } = await renderCard('Remote performance hours', {
      ...dashboardRoutes({ hours: [performanceHour()] }),
      'POST /dj/performance-hours': {
        status: 422,
        body: { success: false, error: PERFORMANCE_HOUR_MESSAGES.tooMany },
      },
      'DELETE /dj/performance-hours/1': {
        status: 404,
        body: { success: false, error: 'Time slot not found' },
      },
    });
    await user.type(card.getByLabelText('Start time'), '10:00');
    await user.type(card.getByLabelText('End time'), '12:00');
    await user.click(card.getByRole('button', { name: 'Add time slot' }));
    expect(
      await screen.findByText(`Failed to add time slot: ${PERFORMANCE_HOUR_MESSAGES.tooMany}`),
    ).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Delete time slot Friday 22:00–23:30' }));
    expect(await screen.findByText('Failed to delete time slot: Time slot not found')).toBeInTheDocument();
    expect(card.getByText(line('Friday 22:00–23:30'))).toBeInTheDocument();
  });

  it('deletes a slot', async () => {
    const { api, card, user } = await renderCard('Remote performance hours', {
      ...dashboardRoutes({ hours: [performanceHour()] }),
      'DELETE /dj/performance-hours/1': { body: { success: true, data: { id: 1 } } },
    });
    await user.click(await card.findByRole('button', { name: 'Delete time slot Friday 22:00–23:30' }));
    expect(await card.findByText('No time slots yet')).toBeInTheDocument();
    expect(api.callsTo('DELETE /dj/performance-hours/1')).toHaveLength(1);
  });
});

describe('Travel availability', () => {
  it('needs from date, to date and country, with the spec message on each missing one', async () => {
    const { api, card, user } = await renderCard('Travel availability', dashboardRoutes());
    await user.click(card.getByRole('button', { name: 'Add availability period' }));
    for (const label of ['From', 'To', 'Country']) {
      expect(card.getByLabelText(label)).toHaveAccessibleDescription(AVAILABILITY_MESSAGES.required);
    }
    // The optional fields are not asked for.
    expect(card.getByLabelText(/^City/)).not.toHaveAccessibleDescription(AVAILABILITY_MESSAGES.required);
    expect(card.getByLabelText(/^Technical needs/)).not.toHaveAccessibleDescription(
      AVAILABILITY_MESSAGES.required,
    );
    // A "To" before "From" is said at once, while the country is still missing.
    await user.type(card.getByLabelText('From'), '2026-08-10');
    await user.type(card.getByLabelText('To'), '2026-08-01');
    await user.click(card.getByRole('button', { name: 'Add availability period' }));
    expect(card.getByLabelText('To')).toHaveAccessibleDescription(AVAILABILITY_MESSAGES.toBeforeFrom);
    expect(card.getByLabelText('Country')).toHaveAccessibleDescription(AVAILABILITY_MESSAGES.required);
    await user.clear(card.getByLabelText('From'));
    await user.clear(card.getByLabelText('To'));
    await user.type(card.getByLabelText('From'), '2026-08-10');
    await user.type(card.getByLabelText('To'), '2026-08-01');
    await user.selectOptions(card.getByLabelText('Country'), 'ES');
    await user.click(card.getByRole('button', { name: 'Add availability period' }));
    expect(card.getByLabelText('To')).toHaveAccessibleDescription(AVAILABILITY_MESSAGES.toBeforeFrom);
    expect(card.getByLabelText('From')).not.toHaveAccessibleDescription(AVAILABILITY_MESSAGES.required);
    expect(api.callsTo('POST /dj/availability')).toHaveLength(0);
  });

  it('adds a period and lists it; a refusal is the spec toast', async () => {
    let refuse = true;
    const periods: ReturnType<typeof availabilityPeriod>[] = [];
    const { api, card, user } = await renderCard('Travel availability', {
      ...dashboardRoutes(),
      'GET /dj/availability': () => ({ body: { success: true, data: periods } }),
      'POST /dj/availability': () => {
        if (refuse) return { status: 422, body: { success: false, error: AVAILABILITY_MESSAGES.ended } };
        periods.push(availabilityPeriod({ id: 4 }));
        return { status: 201, body: { success: true, data: periods[0] } };
      },
    });
    await user.type(card.getByLabelText('From'), '2026-07-01');
    await user.type(card.getByLabelText('To'), '2026-07-14');
    await user.selectOptions(card.getByLabelText('Country'), 'ES');
    await user.type(card.getByLabelText(/^City/), 'Ibiza');
    await user.type(card.getByLabelText(/^Technical needs/), 'Two CDJ-3000s and a DJM-V10');
    await user.click(card.getByRole('button', { name: 'Add availability period' }));
    expect(
      await screen.findByText(`Failed to add availability period: ${AVAILABILITY_MESSAGES.ended}`),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(card.getByRole('button', { name: 'Add availability period' }));
    expect(await card.findByText(line('Wed, Jul 1, 2026 to Tue, Jul 14, 2026'))).toBeInTheDocument();
    expect(card.getByText('Ibiza, Spain')).toBeInTheDocument();
    expect(api.callsTo('POST /dj/availability')[1]!.body).toEqual({
      fromDate: '2026-07-01',
      toDate: '2026-07-14',
      country: 'ES',
      city: 'Ibiza',
      technicalNeeds: 'Two CDJ-3000s and a DJM-V10',
      availabilityType: 'in_person',
    });
    expect(card.getByLabelText('From')).toHaveValue('');
  });

  it('deletes a period, and says so when that fails', async () => {
    let fail = true;
    const { card, user } = await renderCard('Travel availability', {
      ...dashboardRoutes({ periods: [availabilityPeriod()] }),
      'DELETE /dj/availability/1': () =>
        fail ? 'network-error' : { body: { success: true, data: { id: 1 } } },
    });
    const remove = await card.findByRole('button', {
      name: 'Delete availability period Wed, Jul 1, 2026 to Tue, Jul 14, 2026',
    });
    await user.click(remove);
    expect(
      await screen.findByText('Failed to delete availability period: Unknown error'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(remove);
    expect(await card.findByText('No travel dates yet')).toBeInTheDocument();
  });
});
