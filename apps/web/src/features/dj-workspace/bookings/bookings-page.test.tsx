import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { booking } from '../../booking/testing/offer-fixtures.ts';
import { availabilityPeriod, performanceHour } from '../../dj-dashboard/testing/dashboard-fixtures.ts';
import { setRelativeTimeClock } from '../../live-updates/use-relative-time.ts';
import { workspaceRoutes } from '../testing/workspace-fixtures.ts';
import { addMonths, monthWeeks, movedDay } from './calendar-month.ts';
import { DjBookingsPage } from './bookings-page.tsx';

beforeEach(() => setRelativeTimeClock(() => new Date('2099-06-05T12:00:00.000Z')));
afterEach(() => {
  vi.unstubAllGlobals();
  setRelativeTimeClock(null);
});

const ok = (data: unknown) => ({ body: { success: true, data } });

function renderBookings(url: string, data: { bookings?: unknown[] } = {}) {
  fakeApi(
    workspaceRoutes([], {
      'GET /bookings': ok(data.bookings ?? []),
      'GET /dj/performance-hours': ok([
        performanceHour({ day_of_week: 'friday', start_time: '22:00', end_time: '23:30' }),
      ]),
      'GET /dj/availability': ok([
        availabilityPeriod({ from_date: '2099-06-20', to_date: '2099-06-21', city: 'Ibiza', country: 'ES' }),
      ]),
    }),
  );
  return renderAccount(<DjBookingsPage />, { url });
}

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

describe('the month calendar’s days', () => {
  it('lays a month out in weeks from Monday, moves by keys and keeps a month’s end within the month', () => {
    const weeks = monthWeeks('2099-06');
    expect(weeks[0]![0]).toBe('2099-06-01');
    expect(weeks.at(-1)!.at(-1)).toBe('2099-07-05');
    expect(movedDay('2099-06-03', 'Home')).toBe('2099-06-01');
    expect(movedDay('2099-06-03', 'End')).toBe('2099-06-07');
    expect(movedDay('2099-06-30', 'ArrowRight')).toBe('2099-07-01');
    expect(addMonths('2099-01-31', 1)).toBe('2099-02-28');
  });
});

describe('DjBookingsPage', () => {
  it('shows the month grid even when nothing is booked, with hours and travel periods', async () => {
    renderBookings('/dj-dashboard/bookings');
    const grid = await screen.findByRole('grid', { name: 'June 2099' });
    expect(within(grid).getAllByRole('row')).toHaveLength(1 + 5);
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(await within(cell('2099-06-05')).findByText('22:00–23:30')).toBeInTheDocument();
    expect(within(cell('2099-06-20')).getByText('Ibiza, Spain')).toBeInTheDocument();
    expect(cell('2099-06-05')).toHaveAttribute('aria-current', 'date');
  });

  it('puts each booking on its day as a link to its page, and lists the upcoming ones', async () => {
    renderBookings('/dj-dashboard/bookings?month=2099-06', {
      bookings: [
        booking({
          id: 77,
          status: 'confirmed',
          customer_name: 'Spreewerk',
          event: { ...booking().event, date: '2099-06-13T12:00:00.000Z' },
        }),
        booking({
          id: 78,
          status: 'cancelled',
          customer_name: 'Gone Club',
          event: { ...booking().event, date: '2099-06-14T12:00:00.000Z' },
        }),
      ],
    });
    await screen.findByRole('grid', { name: 'June 2099' });
    const link = await within(cell('2099-06-13')).findByRole('link', { name: /Spreewerk/ });
    expect(link).toHaveAttribute('href', '/bookings/77');
    expect(within(cell('2099-06-14')).queryByRole('link')).not.toBeInTheDocument();
    const upcoming = screen.getByRole('list', { name: 'Upcoming bookings' });
    expect(within(upcoming).getAllByRole('article')).toHaveLength(1);
  });

  it('moves through the days with the keys, one tab stop, and follows into the next month', async () => {
    const user = userEvent.setup();
    const { router } = renderBookings('/dj-dashboard/bookings?month=2099-06');
    await screen.findByRole('grid', { name: 'June 2099' });
    const stops = screen.getAllByRole('gridcell').filter((element) => element.tabIndex === 0);
    expect(stops).toEqual([cell('2099-06-05')]);
    cell('2099-06-05').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('2099-06-06'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('2099-06-13'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cell('2099-06-08'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cell('2099-06-14'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell('2099-06-07'));
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'July 2099' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2099-07');
    expect(document.activeElement).toBe(cell('2099-07-07'));
    await user.keyboard('{PageUp}');
    expect(await screen.findByRole('grid', { name: 'June 2099' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'May 2099' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'June 2099' })).toBeInTheDocument();
  });
});
