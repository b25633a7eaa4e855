import { describe, expect, it } from 'vitest';
import { VENUE_EVENT_MESSAGES as M } from '@cuepoint/domain/venues/venue-event-rules';
import { venueEvent } from '../testing/venue-fixtures.ts';
import { draftOf, emptyDraft, eventFields, newDestination, validateEvent } from './event-form-state.ts';

describe('the event form state', () => {
  it('defaults to the next Saturday (a week on from a Saturday), 21:00 and 2:00', () => {
    expect(emptyDraft(new Date(2026, 6, 1, 10)).date).toBe('2026-07-04');
    expect(emptyDraft(new Date(2026, 6, 4, 10)).date).toBe('2026-07-11');
    expect(emptyDraft(new Date(2026, 6, 1)).time).toBe('21:00');
    expect(emptyDraft(new Date(2026, 6, 1)).duration).toBe('2:00');
  });

  it('gives a new destination the default price of 19.99, pending', () => {
    expect(newDestination({ venue_user_id: 3, name: 'Fabric', city: 'London', country: 'GB' })).toMatchObject(
      {
        price: '19.99',
        status: 'pending',
      },
    );
  });

  it('sends no co-streaming DJs or destinations for an event that is not co-streamed', () => {
    const draft = { ...emptyDraft(new Date(2026, 6, 1)), title: 'T', djName: 'D' };
    draft.destinations = [newDestination({ venue_user_id: 3, name: 'Fabric', city: null, country: null })];
    expect(eventFields(draft)).toMatchObject({ coStream: false, coStreamDJs: [], destinations: [] });
  });

  it('removes a stored flyer that was taken away', () => {
    const event = venueEvent({ flyer_image: '/uploads/images/flyer.webp' });
    const draft = { ...draftOf(event), flyer: { kind: 'none' as const } };
    expect(eventFields(draft, event)['removeFlyer']).toBe(true);
    expect(eventFields(draftOf(event), event)['removeFlyer']).toBeUndefined();
  });

  it('asks for at least one complete co-streaming DJ', () => {
    const now = new Date(2026, 6, 1);
    const draft = { ...emptyDraft(now), title: 'T', djName: 'D', coStream: true, slots: [] };
    expect(validateEvent(draft, now)['slots']).toBe(M.slotsRequired);
  });

  it('refuses a destination price below 0 or finer than 0.01 at that destination', () => {
    const now = new Date(2026, 6, 1);
    const fabric = {
      ...newDestination({ venue_user_id: 3, name: 'Fabric', city: null, country: null }),
      price: '-1',
    };
    const draft = { ...emptyDraft(now), title: 'T', djName: 'D', coStream: true, destinations: [fabric] };
    draft.slots = [{ ...draft.slots[0]!, djName: 'Kai' }];
    expect(validateEvent(draft, now)['destination.3']).toBe(M.destinationPriceInvalid);
    draft.destinations = [{ ...fabric, price: '1.005' }];
    expect(validateEvent(draft, now)['destination.3']).toBe(M.destinationPriceDecimals);
  });
});
