import type { TDjInboxRequest } from '@cuepoint/domain/booking/booking-api';
import { dashboardRoutes } from '../../dj-dashboard/testing/dashboard-fixtures.ts';

/** A request in the DJ's inbox: Spreewerk's on-site night in Berlin, aimed at the DJ, unanswered. */
export function inboxRequest(overrides: Partial<TDjInboxRequest> = {}): TDjInboxRequest {
  return {
    id: 1,
    date: '2099-07-10T20:00:00.000Z',
    timezone: 'Europe/Berlin',
    duration: 3,
    performance_type: 'onsite',
    city: 'Berlin',
    country: 'DE',
    hourly_budget: 120,
    currency: 'EUR',
    total_budget: 360,
    dj_payout: 345,
    description: 'Warehouse night\nSecond line of details',
    similar_djs: [],
    preferred_genres: ['Techno'],
    example_playlist: null,
    status: 'pending',
    state: 'routed_to_dj',
    customer_type: 'venue',
    customer_name: 'Spreewerk',
    reason: 'targeted',
    reached_at: '2099-06-01T10:00:00.000Z',
    expires_at: '2099-07-09T21:00:00.000Z',
    created_at: '2099-06-01T10:00:00.000Z',
    my_offer: null,
    booking_id: null,
    agreed: null,
    booked_then: false,
    ...overrides,
  };
}

/** A signed-in DJ whose inbox holds `requests`, with no unread conversations. */
export function workspaceRoutes(requests: TDjInboxRequest[], extra: Record<string, unknown> = {}) {
  return {
    ...dashboardRoutes(),
    'GET /dj/booking-requests': { body: { success: true, data: requests } },
    'GET /conversations/unread': { body: { success: true, data: [] } },
    ...extra,
  };
}
