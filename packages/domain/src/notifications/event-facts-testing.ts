import type { TBookingEventFacts } from './booking-notifications.ts';

type FactsOverrides = Partial<Omit<TBookingEventFacts, 'request'>> & {
  request?: Partial<TBookingEventFacts['request']>;
};

/**
 * A booking event's facts as the notifier reads them, for tests: a venue's request (customer 10, aimed at DJ 20,
 * 'DJ Nova') on 5 December 2026 in Berlin, with no booking. Overrides replace the other fields; `request` is merged.
 */
export function eventFacts(
  type: string,
  payload: Record<string, unknown>,
  { request, ...overrides }: FactsOverrides = {},
): TBookingEventFacts {
  return {
    eventId: 1,
    type,
    payload,
    request: {
      id: 5,
      customerUserId: 10,
      customerRole: 'venue',
      description: 'Rooftop opening night',
      eventAt: new Date('2026-12-05T20:00:00Z'),
      eventTimezone: 'Europe/Berlin',
      currency: 'EUR',
      targetDjId: 20,
      ...request,
    },
    djNames: new Map([[20, 'DJ Nova']]),
    reachedDjIds: [],
    booking: null,
    ...overrides,
  };
}
