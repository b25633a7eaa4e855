import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi } from '../accounts/testing/fake-api.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { ResetCalendarFeed } from './reset-calendar-feed.tsx';

const FEED = 'https://cuepoint.example/api/v14/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

function renderIt(status = 'confirmed') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AddToCalendar bookingId={42} status={status} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddToCalendar', () => {
  it('offers the booking as an .ics download', () => {
    fakeApi({});
    renderIt();
    const group = screen.getByRole('group', { name: 'Add to calendar' });
    const link = within(group).getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(link).toHaveAttribute('href', '/api/v14/bookings/42/calendar.ics');
    expect(link).toHaveAttribute('download', 'cuepoint-booking-42.ics');
  });

  it("copies the feed address and says 'Copied'", async () => {
    const api = fakeApi({ 'GET /calendar/feed': { body: { success: true, data: { url: FEED } } } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderIt();
    await user.click(screen.getByRole('button', { name: 'Copy calendar feed' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Copied')).toBe(true);
    expect(writeText).toHaveBeenCalledWith(FEED);
    // The address is asked for once, however often it is copied.
    await user.click(screen.getByRole('button', { name: 'Copy calendar feed' }));
    expect(api.callsTo('GET /calendar/feed')).toHaveLength(1);
  });

  it('shows the address to copy by hand when the clipboard refuses', async () => {
    fakeApi({ 'GET /calendar/feed': { body: { success: true, data: { url: FEED } } } });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderIt();
    await user.click(screen.getByRole('button', { name: 'Copy calendar feed' }));
    const input = await screen.findByLabelText('Could not copy: select the address and copy it');
    expect(input).toHaveValue(FEED);
    expect(input).toHaveAttribute('readonly');
  });

  it("says why when the feed can't be loaded", async () => {
    fakeApi({ 'GET /calendar/feed': { status: 401, body: { success: false, error: 'Please sign in' } } });
    const user = userEvent.setup();
    renderIt();
    await user.click(screen.getByRole('button', { name: 'Copy calendar feed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in');
  });

  it('shows nothing for a booking that is not confirmed', () => {
    fakeApi({});
    const { container } = renderIt('awaiting_confirmation');
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ResetCalendarFeed', () => {
  it('asks first, then replaces the address the copy button uses', async () => {
    const NEXT = FEED.replace('abc', 'xyz');
    const api = fakeApi({
      'GET /calendar/feed': { body: { success: true, data: { url: FEED } } },
      'POST /calendar/feed/rotate': { body: { success: true, data: { url: NEXT } } },
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AddToCalendar bookingId={42} status="completed" />
        <ResetCalendarFeed />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Get a new feed address' }));
    await user.click(screen.getByRole('button', { name: 'Keep the current one' }));
    expect(api.callsTo('POST /calendar/feed/rotate')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Get a new feed address' }));
    await user.click(screen.getByRole('button', { name: 'Get a new address' }));
    expect(await screen.findByText('New address ready: copy the calendar feed again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy calendar feed' }));
    expect(writeText).toHaveBeenLastCalledWith(NEXT);
    expect(api.callsTo('GET /calendar/feed')).toHaveLength(0);
  });
});
