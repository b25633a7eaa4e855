import { describe, expect, it } from 'vitest';
import {
  customerRequestGroup,
  djInboxGroup,
  inboxActivityAt,
  sortDjInbox,
  type TInboxGroupInput,
} from './inbox-groups.ts';

const now = new Date('2099-06-01T12:00:00.000Z');

const request = (overrides: Partial<TInboxGroupInput> & { id?: number } = {}) => ({
  id: 1,
  state: 'routed_to_dj' as const,
  date: '2099-06-13T19:00:00.000Z',
  duration: 2,
  reached_at: '2099-05-30T10:00:00.000Z',
  booking_id: null,
  my_offer: null,
  ...overrides,
});

const offer = (
  status: 'pending' | 'negotiating' | 'declined' | 'withdrawn',
  awaiting: 'dj' | 'customer' | null,
) => ({
  status,
  awaiting,
  last_updated: '2099-05-31T10:00:00.000Z',
});

describe('the group of a request in the DJ’s inbox', () => {
  it('asks the DJ to answer an open request without a live offer of theirs', () => {
    expect(djInboxGroup(request(), now)).toBe('needs_answer');
    expect(djInboxGroup(request({ state: 'shared' }), now)).toBe('needs_answer');
    expect(djInboxGroup(request({ my_offer: offer('withdrawn', null) }), now)).toBe('needs_answer');
    expect(djInboxGroup(request({ my_offer: offer('declined', null) }), now)).toBe('needs_answer');
  });

  it('asks the DJ to answer a counter offer, and waits while the DJ’s offer is with the customer', () => {
    expect(djInboxGroup(request({ my_offer: offer('negotiating', 'dj') }), now)).toBe('needs_answer');
    expect(djInboxGroup(request({ my_offer: offer('pending', 'customer') }), now)).toBe('negotiating');
    expect(djInboxGroup(request({ my_offer: offer('negotiating', 'customer') }), now)).toBe('negotiating');
  });

  it('files the DJ’s own bookings as booked, and terms to agree to as needing an answer', () => {
    expect(djInboxGroup(request({ state: 'accepted', booking_id: 9 }), now)).toBe('booked');
    expect(djInboxGroup(request({ state: 'confirmed', booking_id: 9 }), now)).toBe('booked');
    expect(djInboxGroup(request({ state: 'awaiting_dj_agreement', booking_id: 9 }), now)).toBe(
      'needs_answer',
    );
  });

  it('folds away what is over: closed requests, ended events and requests another DJ got', () => {
    for (const state of ['completed', 'expired', 'cancelled'] as const)
      expect(djInboxGroup(request({ state }), now)).toBe('past');
    expect(djInboxGroup(request({ state: 'accepted' }), now)).toBe('past');
    expect(djInboxGroup(request({ state: 'confirmed' }), now)).toBe('past');
    const ended = request({
      state: 'confirmed',
      booking_id: 9,
      date: '2099-06-01T09:00:00.000Z',
      duration: 3,
    });
    expect(djInboxGroup(ended, now)).toBe('past');
    const playing = request({
      state: 'confirmed',
      booking_id: 9,
      date: '2099-06-01T10:00:00.000Z',
      duration: 3,
    });
    expect(djInboxGroup(playing, now)).toBe('booked');
  });
});

describe('the order of the DJ’s inbox', () => {
  it('puts what needs an answer first, newest first, then negotiations, bookings and the past', () => {
    const sorted = sortDjInbox(
      [
        request({ id: 1, state: 'expired', reached_at: '2099-05-31T23:00:00.000Z' }),
        request({ id: 2, state: 'confirmed', booking_id: 4 }),
        request({ id: 3, reached_at: '2099-05-20T10:00:00.000Z' }),
        request({ id: 4, my_offer: offer('pending', 'customer') }),
        request({ id: 5, reached_at: '2099-05-29T10:00:00.000Z' }),
        request({ id: 6, reached_at: '2099-05-01T10:00:00.000Z', my_offer: offer('negotiating', 'dj') }),
      ],
      now,
    );
    expect(sorted.map((row) => [row.id, row.group])).toEqual([
      [6, 'needs_answer'],
      [5, 'needs_answer'],
      [3, 'needs_answer'],
      [4, 'negotiating'],
      [2, 'booked'],
      [1, 'past'],
    ]);
  });

  it('dates a request by its latest activity: reaching the DJ, or the DJ’s offer moving', () => {
    expect(inboxActivityAt(request())).toBe(Date.parse('2099-05-30T10:00:00.000Z'));
    expect(inboxActivityAt(request({ my_offer: offer('pending', 'customer') }))).toBe(
      Date.parse('2099-05-31T10:00:00.000Z'),
    );
  });
});

describe('the group of a customer’s request', () => {
  const mine = (
    state: Parameters<typeof customerRequestGroup>[0]['state'],
    date = '2099-06-13T19:00:00.000Z',
  ) => ({
    state,
    date,
    duration: 2,
  });

  it('sets apart what waits for the customer, what DJs can still answer, bookings and the past', () => {
    expect(customerRequestGroup(mine('accepted'), now)).toBe('to_confirm');
    expect(customerRequestGroup(mine('routed_to_dj'), now)).toBe('open');
    expect(customerRequestGroup(mine('shared'), now)).toBe('open');
    expect(customerRequestGroup(mine('confirmed'), now)).toBe('booked');
    expect(customerRequestGroup(mine('awaiting_dj_agreement'), now)).toBe('booked');
    for (const state of ['completed', 'expired', 'cancelled'] as const)
      expect(customerRequestGroup(mine(state), now)).toBe('past');
    expect(customerRequestGroup(mine('confirmed', '2099-05-01T19:00:00.000Z'), now)).toBe('past');
  });
});
