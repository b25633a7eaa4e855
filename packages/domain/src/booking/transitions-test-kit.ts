import { HOUR_MS } from '../time/durations.ts';
import type { TBookingActor, TBookingEffect } from './effects.ts';
import type { TBookingRequest } from './states.ts';
import { draftBookingRequest, type TFireResult } from './transitions.ts';

/** The event the lifecycle tests book (a Saturday night, two hours), and the instants they count back from it. */
export const EVENT = new Date('2026-06-20T20:00:00Z');
export const END = new Date('2026-06-20T22:00:00Z');
export const before = (hours: number, ms = 0) => new Date(EVENT.getTime() - hours * HOUR_MS - ms);

/** The parties: customer 1 (2 is someone else), DJ 7 (the one asked) and DJ 8, the clock and the card gateway. */
export const ACTORS = {
  customer: { role: 'customer', userId: 1 },
  stranger: { role: 'customer', userId: 2 },
  dj: { role: 'dj', djId: 7 },
  otherDj: { role: 'dj', djId: 8 },
  system: { role: 'system' },
  gateway: { role: 'gateway' },
} as const satisfies Record<string, TBookingActor>;

/** The transition's outcome, or the test fails with the refusal. */
export function fired(result: TFireResult): { next: TBookingRequest; effects: TBookingEffect[] } {
  if (!result.ok) throw new Error(`refused (${result.code}): ${result.reason}`);
  return result;
}

export const withoutOutbox = (effects: TBookingEffect[]) =>
  effects.filter((effect) => effect.kind !== 'outbox');

/** Customer 1's draft for the event: 300.00 for two hours, aimed at DJ 7 unless told otherwise (null: open). */
export const eventDraft = (targetDjId: number | null = 7) =>
  draftBookingRequest({
    customerId: 1,
    targetDjId,
    eventAt: EVENT,
    durationHours: 2,
    currency: 'EUR',
    amountMinor: 30_000,
  });
