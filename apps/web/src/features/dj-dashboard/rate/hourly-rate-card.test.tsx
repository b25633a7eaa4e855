import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { elapse, moveTheClockFromHere } from '../../../test/fake-clock.ts';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { DjDashboardPage } from '../dj-dashboard-page.tsx';
import { dashboardRoutes, djProfile } from '../testing/dashboard-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('HourlyRateCard', () => {
  it('saves the rate and currency once typing has stopped for a second, and says it is saved', async () => {
    const api = fakeApi({
      ...dashboardRoutes(),
      'PUT /dj/profile': ({ body }) => ({ body: { success: true, data: djProfile(body as object) } }),
    });
    renderAccount(<DjDashboardPage />, { url: '/dj-dashboard' });
    const card = within(await screen.findByRole('region', { name: 'Hourly rate' }));
    const user = moveTheClockFromHere();
    const rate = card.getByLabelText('Minimum rate per hour');
    expect(rate).toHaveValue(80);
    await user.clear(rate);
    await user.type(rate, '125.5');
    await user.selectOptions(card.getByLabelText('Currency'), 'EUR');
    expect(card.getByRole('status')).toHaveTextContent('Unsaved changes…');
    await elapse(999);
    expect(api.callsTo('PUT /dj/profile')).toHaveLength(0);
    expect(card.getByRole('status')).toHaveTextContent('Unsaved changes…');
    await elapse(1);
    expect(card.getByRole('status')).toHaveTextContent('Saved');
    expect(api.callsTo('PUT /dj/profile').map((call) => call.body)).toEqual([
      { hourly_rate_min: 125.5, currency: 'EUR' },
    ]);
    expect(card.getByText('€125.50')).toBeInTheDocument();
  });

  it('sends nothing while the rate is not a number it can keep', async () => {
    const api = fakeApi(dashboardRoutes());
    renderAccount(<DjDashboardPage />, { url: '/dj-dashboard' });
    const card = within(await screen.findByRole('region', { name: 'Hourly rate' }));
    const rate = card.getByLabelText('Minimum rate per hour');
    const user = moveTheClockFromHere();
    await user.clear(rate);
    expect(rate).toHaveAccessibleDescription('Hourly rate must be a number');
    await elapse(5_000);
    expect(api.callsTo('PUT /dj/profile')).toHaveLength(0);
    expect(card.getByRole('status')).not.toHaveTextContent('Saved');
  });
});
