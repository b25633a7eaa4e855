import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  CANCELLATION_NOTICE_HOURS,
  CANCELLATION_NOTICE_LABELS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_PAYMENT_TERMS,
  OFFER_MESSAGES,
  OFFER_STATUSES,
  OFFER_STATUS_LABELS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  ZBooking,
  ZCancelBookingBody,
  ZConfirmBookingBody,
  ZCounterBody,
  ZDeclineBody,
  ZMakeOfferBody,
  ZOffer,
  ZOfferAccepted,
  hasAtMostTwoDecimals,
  relativeTime,
} from './booking-api.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const offer = {
  id: 3,
  request_id: 1,
  dj_id: 7,
  dj_name: 'DJ Seven',
  dj_image: null,
  hourly_rate: 150,
  offer_amount: 300,
  currency: 'EUR',
  status: 'negotiating',
  counter_offer: 260,
  counter_hourly_rate: 130,
  counter_by: 'customer',
  awaiting: 'dj',
  message: 'Happy to play',
  status_message: OFFER_MESSAGES.counterSentByCustomer,
  last_updated: '2026-11-22T12:00:00.000Z',
  booking_id: null,
  payment_terms: '50_50',
  cancellation_notice_hours: 72,
} as const;

const booking = {
  id: 11,
  request_id: 1,
  status: 'confirmed',
  dj_id: 7,
  dj_name: 'DJ Seven',
  dj_image: null,
  dj_email: 'seven@example.com',
  customer_email: 'venue@example.com',
  venue_address: '1 Club Street',
  customer_name: 'Loft Club',
  customer_type: 'venue',
  event: {
    date: '2026-12-05T20:00:00.000Z',
    timezone: 'Europe/Berlin',
    duration: 2,
    performance_type: 'onsite',
    city: 'Berlin',
    country: 'DE',
    description: 'Birthday party in a loft',
  },
  hourly_rate: 130,
  currency: 'EUR',
  amounts: { customer_pays: 260, platform_fee: 2, processing_fee: 7.84, dj_payout: 250.16 },
  hold_amount: 300,
  charged: 0,
  refund: null,
  customer_paid_now: 0,
  dj_payout_now: 250.16,
  payment_status: 'authorized',
  needs_authorization: false,
  authorization_failure: null,
  terms: {
    payment_terms: '30_70',
    cancellation_notice_hours: 168,
    equipment_provided: ['Mixer'],
    additional_terms: null,
    special_requirements: null,
    proposed_by: 'customer',
    customer_agreed_at: '2026-11-23T11:00:00.000Z',
    dj_agreed_at: '2026-11-23T12:00:00.000Z',
  },
  dj_terms: { payment_terms: '50_50', cancellation_notice_hours: 72 },
  terms_declined: null,
  confirmed_at: '2026-11-23T12:00:00.000Z',
  cancellation: null,
  payouts: [
    {
      kind: 'upfront',
      amount: 75.05,
      due_at: '2026-12-04T20:00:00.000Z',
      status: 'scheduled',
      paid_at: null,
      failure_reason: null,
    },
  ],
  history: [
    {
      type: 'offer.accepted',
      at: '2026-11-22T13:00:00.000Z',
      actor: 'dj',
      from_status: 'negotiating',
      to_status: 'accepted',
      payment_status: 'authorized',
      reason: null,
      amount: 290,
    },
  ],
  created_at: '2026-11-22T13:00:00.000Z',
  updated_at: '2026-11-23T12:00:00.000Z',
} as const;

describe('offer and booking answers', () => {
  it('reads an offer and a booking, and both together', () => {
    expect(ZOffer.parse(offer)).toEqual(offer);
    expect(ZBooking.parse(booking)).toEqual(booking);
    expect(ZOfferAccepted.parse({ offer, booking })).toEqual({ offer, booking });
  });

  it('reads a booking whose charge a dispute partly refunded, the agreed split left as agreed', () => {
    const refunded = {
      ...booking,
      payment_status: 'captured',
      charged: 260,
      refund: { amount: 60, dj_share: 57.73, platform_share: 2.27, sent: true },
      customer_paid_now: 200,
      dj_payout_now: 192.43,
    } as const;
    expect(ZBooking.parse(refunded)).toEqual(refunded);
    expect(ZBooking.safeParse({ ...refunded, refund: { amount: 60 } }).success).toBe(false);
  });

  it('refuses unknown statuses, terms and notices', () => {
    expect(ZOffer.safeParse({ ...offer, status: 'open' }).success).toBe(false);
    expect(ZBooking.safeParse({ ...booking, status: 'accepted' }).success).toBe(false);
    expect(
      ZBooking.safeParse({ ...booking, terms: { ...booking.terms, cancellation_notice_hours: 12 } }).success,
    ).toBe(false);
  });
});

describe('offer bodies', () => {
  it('takes an hourly rate as a number or as text, with an optional message', () => {
    expect(ZMakeOfferBody.parse({ hourly_rate: 149.5 })).toEqual({ hourly_rate: 149.5 });
    expect(ZMakeOfferBody.parse({ hourly_rate: ' 120 ', message: '  See you there \n' })).toEqual({
      hourly_rate: 120,
      message: 'See you there',
    });
    expect(ZCounterBody.parse({ hourly_rate: 0.01, message: '' })).toEqual({ hourly_rate: 0.01 });
  });

  it.each([
    [{}, OFFER_MESSAGES.rateInvalid],
    [{ hourly_rate: 0 }, OFFER_MESSAGES.rateInvalid],
    [{ hourly_rate: -5 }, OFFER_MESSAGES.rateInvalid],
    [{ hourly_rate: 'lots' }, OFFER_MESSAGES.rateInvalid],
    [{ hourly_rate: 19.999 }, OFFER_MESSAGES.rateDecimals],
    [{ hourly_rate: 100, message: 'x'.repeat(1001) }, OFFER_MESSAGES.messageTooLong],
    [{ hourly_rate: 100, message: 'a\u0000b' }, 'Message contains characters that are not allowed'],
    [{ hourly_rate: 100, message: 'half \uD800' }, 'Message contains characters that are not allowed'],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(ZMakeOfferBody.safeParse(body))).toBe(message);
  });

  it('refuses fields it does not know', () => {
    expect(ZMakeOfferBody.safeParse({ hourly_rate: 100, amount: 5 }).success).toBe(false);
  });

  it('takes a decline with or without a reason', () => {
    expect(ZDeclineBody.parse(undefined)).toBeUndefined();
    expect(ZDeclineBody.parse({})).toEqual({});
    expect(ZDeclineBody.parse({ reason: ' busy that night ' })).toEqual({ reason: 'busy that night' });
    expect(firstMessage(ZDeclineBody.safeParse({ reason: 'x'.repeat(501) }))).toBe(
      OFFER_MESSAGES.reasonTooLong,
    );
  });

  it('knows cents from fractions of a cent', () => {
    expect([0.1 + 0.2, 19.99, 1e5, 0.07].every(hasAtMostTwoDecimals)).toBe(true);
    expect([19.999, 0.001, Number.NaN, Infinity].some(hasAtMostTwoDecimals)).toBe(false);
  });
});

describe('the confirmation', () => {
  it('leaves absent terms to the DJ’s offer and normalises the equipment list', () => {
    expect(ZConfirmBookingBody.parse({ agree: true })).toEqual({
      equipment_provided: [],
      agree: true,
    });
    expect(
      ZConfirmBookingBody.parse({
        payment_terms: 'upfront',
        cancellation_notice_hours: '168',
        equipment_provided: [' Mixer ', 'mixer', '', 'CDJ  3000', 'Speakers'],
        additional_terms: ' Load-in at 18:00\nParking behind the club ',
        special_requirements: '',
        agree: true,
      }),
    ).toEqual({
      payment_terms: 'upfront',
      cancellation_notice_hours: 168,
      equipment_provided: ['Mixer', 'CDJ 3000', 'Speakers'],
      additional_terms: 'Load-in at 18:00\nParking behind the club',
      agree: true,
    });
  });

  it.each([
    [{}, BOOKING_MESSAGES.agreeRequired],
    [{ agree: false }, BOOKING_MESSAGES.agreeRequired],
    [{ agree: 'yes' }, BOOKING_MESSAGES.agreeRequired],
    [{ agree: true, payment_terms: '60_40' }, BOOKING_MESSAGES.paymentTermsInvalid],
    [{ agree: true, cancellation_notice_hours: 12 }, BOOKING_MESSAGES.noticeInvalid],
    [{ agree: true, equipment_provided: 'Mixer' }, BOOKING_MESSAGES.equipmentInvalid],
    [{ agree: true, equipment_provided: ['x'.repeat(101)] }, BOOKING_MESSAGES.equipmentItemTooLong],
    [{ agree: true, equipment_provided: ['a\u0007'] }, 'Equipment contains characters that are not allowed'],
    [
      { agree: true, equipment_provided: Array.from({ length: 31 }, (_, i) => `Item ${i}`) },
      BOOKING_MESSAGES.equipmentTooMany,
    ],
    [{ agree: true, additional_terms: 'x'.repeat(2001) }, BOOKING_MESSAGES.additionalTermsTooLong],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(ZConfirmBookingBody.safeParse(body))).toBe(message);
  });

  it('counts the equipment after removing repeats', () => {
    const repeated = [...Array.from({ length: 30 }, (_, i) => `Item ${i}`), 'ITEM 0', ' item 1 '];
    expect(
      ZConfirmBookingBody.parse({ agree: true, equipment_provided: repeated }).equipment_provided,
    ).toHaveLength(30);
  });
});

describe('the cancellation', () => {
  it('requires a reason of 1 to 500 characters', () => {
    expect(ZCancelBookingBody.parse({ reason: ' Venue flooded ' })).toEqual({ reason: 'Venue flooded' });
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: null }, { reason: 5 }])
      expect(firstMessage(ZCancelBookingBody.safeParse(body))).toBe(BOOKING_MESSAGES.cancelReasonRequired);
    expect(firstMessage(ZCancelBookingBody.safeParse({ reason: 'x'.repeat(501) }))).toBe(
      BOOKING_MESSAGES.cancelReasonTooLong,
    );
  });
});

describe('labels', () => {
  it('names every status, term and notice as the spec does', () => {
    expect(Object.keys(OFFER_STATUS_LABELS)).toEqual([...OFFER_STATUSES]);
    expect(Object.keys(BOOKING_STATUS_LABELS)).toEqual([...BOOKING_STATUSES]);
    expect(PAYMENT_TERMS.map((terms) => PAYMENT_TERMS_LABELS[terms])).toEqual([
      '50/50',
      '100% upfront',
      '100% after',
      '30/70',
    ]);
    expect(DEFAULT_PAYMENT_TERMS).toBe('50_50');
    expect(CANCELLATION_NOTICE_HOURS.map((hours) => CANCELLATION_NOTICE_LABELS[hours])).toEqual([
      '72 hours',
      '48 hours',
      '24 hours',
      '1 week',
    ]);
    expect(DEFAULT_CANCELLATION_NOTICE_HOURS).toBe(72);
  });

  it('keeps the spec and contract messages verbatim', () => {
    expect(OFFER_MESSAGES.acceptedByCustomer).toBe('Booking confirmed! Contract sent to DJ.');
    expect(OFFER_MESSAGES.counterDeclined).toBe('Counter offer declined.');
    expect(OFFER_MESSAGES.notYourTurn).toBe("It is the other side's turn to answer this offer");
    expect(BOOKING_MESSAGES.chargedAlready).toBe(
      'The booking is charged already: contact support to cancel within 24 hours of the event',
    );
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [60_000, '1 minute ago'],
    [119_999, '1 minute ago'],
    [120_000, '2 minutes ago'],
    [3_599_999, '59 minutes ago'],
    [3_600_000, '1 hour ago'],
    [7_200_000, '2 hours ago'],
    [86_399_999, '23 hours ago'],
    [86_400_000, '1 day ago'],
    [10 * 86_400_000, '10 days ago'],
    [-5_000, 'Just now'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
    expect(relativeTime(ago(ms).toISOString(), now)).toBe(text);
  });

  it('says nothing of a time it cannot read', () => {
    expect(relativeTime('yesterday', now)).toBe('');
  });
});
