import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { BookingRequestsCard } from './booking-requests-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const inbox = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  date: '2099-06-13T19:00:00.000Z',
  timezone: 'Europe/Berlin',
  duration: 2,
  performance_type: 'onsite',
  city: 'Berlin',
  country: 'DE',
  hourly_budget: 150,
  currency: 'EUR',
  total_budget: 300,
  dj_payout: 289,
  description: 'Rooftop opening night',
  similar_djs: [],
  preferred_genres: [],
  example_playlist: null,
  status: 'pending',
  state: 'routed_to_dj',
  customer_type: 'venue',
  customer_name: 'Spreewerk',
  reason: 'targeted',
  reached_at: '2099-06-01T10:00:00.000Z',
  expires_at: '2099-06-12T20:00:00.000Z',
  created_at: '2099-06-01T10:00:00.000Z',
  ...overrides,
});

describe('BookingRequestsCard (DJ dashboard)', () => {
  it('lists the requests that reached the DJ with what the DJ would earn', async () => {
    fakeApi({ 'GET /dj/booking-requests': { body: { success: true, data: [inbox()] } } });
    renderAccount(<BookingRequestsCard />);
    const list = await screen.findByRole('list', { name: 'Booking requests for you' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    expect(within(item).getByText('Asked for you')).toBeInTheDocument();
    expect(within(item).getByText('2 hours · On-site · Berlin, Germany')).toBeInTheDocument();
    expect(within(item).getByText('Spreewerk (venue)')).toBeInTheDocument();
    expect(within(item).getByText('€289')).toBeInTheDocument();
    expect(within(item).getByText(/Budget €300/)).toBeInTheDocument();
  });

  it('says when none has reached the DJ yet', async () => {
    fakeApi({ 'GET /dj/booking-requests': { body: { success: true, data: [] } } });
    renderAccount(<BookingRequestsCard />);
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
  });
});
