import type { TBooking, TOffer } from '@cuepoint/domain/booking/booking-api';

/** Offers and bookings as the server answers them, for the component tests. */

export function offer(overrides: Partial<TOffer> = {}): TOffer {
  return {
    id: 11,
    request_id: 41,
    dj_id: 5,
    dj_name: 'Nova Reyes',
    dj_image: null,
    hourly_rate: 120,
    offer_amount: 240,
    currency: 'EUR',
    status: 'pending',
    counter_offer: null,
    counter_hourly_rate: null,
    counter_by: null,
    awaiting: 'customer',
    message: 'Happy to play, I bring my own controller.',
    status_message: null,
    last_updated: new Date(Date.now() - 5 * 60_000).toISOString(),
    booking_id: null,
    payment_terms: '50_50',
    cancellation_notice_hours: 72,
    ...overrides,
  };
}

export function booking(overrides: Partial<TBooking> = {}): TBooking {
  return {
    id: 77,
    request_id: 41,
    status: 'awaiting_confirmation',
    dj_id: 5,
    dj_name: 'Nova Reyes',
    dj_image: null,
    dj_email: null,
    customer_email: null,
    venue_address: null,
    customer_name: 'Spreewerk',
    customer_type: 'venue',
    event: {
      date: '2099-06-13T19:00:00.000Z',
      timezone: 'Europe/Berlin',
      duration: 2,
      performance_type: 'onsite',
      city: 'Berlin',
      country: 'DE',
      description: 'Rooftop opening night',
    },
    hourly_rate: 120,
    currency: 'EUR',
    amounts: { customer_pays: 240, platform_fee: 2, processing_fee: 7.26, dj_payout: 230.74 },
    hold_amount: 300,
    charged: 0,
    refund: null,
    customer_paid_now: 0,
    dj_payout_now: 230.74,
    payment_status: 'authorized',
    needs_authorization: false,
    authorization_failure: null,
    terms: null,
    dj_terms: { payment_terms: '50_50', cancellation_notice_hours: 72 },
    terms_declined: null,
    confirmed_at: null,
    cancellation: null,
    payouts: [],
    history: [
      {
        type: 'booking_request.submitted',
        at: '2099-06-01T10:00:00.000Z',
        actor: 'customer',
        from_status: null,
        to_status: 'routed_to_dj',
        payment_status: 'authorized',
        reason: null,
        amount: null,
      },
      {
        type: 'offer.accepted',
        at: '2099-06-02T10:00:00.000Z',
        actor: 'customer',
        from_status: 'pending',
        to_status: 'accepted',
        payment_status: 'authorized',
        reason: null,
        amount: 290,
      },
    ],
    created_at: '2099-06-02T10:00:00.000Z',
    updated_at: '2099-06-02T10:00:00.000Z',
    ...overrides,
  };
}

/** One of a booking's payouts: the upfront part, scheduled, unless overridden. */
export function payout(overrides: Partial<TBooking['payouts'][number]> = {}): TBooking['payouts'][number] {
  return {
    kind: 'upfront',
    amount: 115.37,
    due_at: '2099-06-12T19:00:00.000Z',
    status: 'scheduled',
    paid_at: null,
    failure_reason: null,
    ...overrides,
  };
}
