import { describe, expect, it } from 'vitest';
import {
  ZNearbyEventsQuery,
  announcedSetStreamUrl,
  compareListedEvents,
  type TListedEvent,
} from './nearby-events.ts';

const event = (id: string, distance: number | null, date: string): TListedEvent => ({
  id,
  title: id,
  dj_name: 'DJ',
  venue_name: 'Venue',
  event_type: 'live',
  date,
  city: null,
  country: null,
  distance,
  price: null,
  currency: null,
  stream_url: null,
  ticket_url: null,
  dj_slug: null,
});

describe('nearby events', () => {
  it('reads the query with its defaults and limits', () => {
    expect(ZNearbyEventsQuery.parse({ city: ' Berlin ', country: 'DE' })).toEqual({
      city: 'Berlin',
      country: 'DE',
      limit: 20,
      past: false,
      radius_km: 1000,
    });
    expect(ZNearbyEventsQuery.parse({ past: '1', limit: '6' })).toMatchObject({ past: true, limit: 6 });
    expect(ZNearbyEventsQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ZNearbyEventsQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZNearbyEventsQuery.safeParse({ past: 'yes' }).error?.issues[0]?.message).toBe(
      'The past parameter must be 1 or 0',
    );
    expect(ZNearbyEventsQuery.safeParse({ radius_km: '30000' }).success).toBe(false);
  });

  it('orders coming events nearest first then soonest, past ones newest first', () => {
    const list = [
      event('far-soon', 250, '2026-08-01T20:00:00Z'),
      event('near-late', 0, '2026-09-01T20:00:00Z'),
      event('unknown', null, '2026-07-15T20:00:00Z'),
      event('near-soon', 0, '2026-08-01T20:00:00Z'),
    ];
    expect([...list].sort(compareListedEvents(false)).map((e) => e.id)).toEqual([
      'near-soon',
      'near-late',
      'far-soon',
      'unknown',
    ]);
    expect([...list].sort(compareListedEvents(true)).map((e) => e.id)).toEqual([
      'near-late',
      'near-soon',
      'far-soon',
      'unknown',
    ]);
  });

  it('links an announced set to the DJ’s streaming channel', () => {
    expect(announcedSetStreamUrl({ twitch: 'novareyes', mixcloud: 'https://www.mixcloud.com/nova/' })).toBe(
      'https://www.twitch.tv/novareyes',
    );
    expect(announcedSetStreamUrl({ instagram: 'nova', mixcloud: 'https://www.mixcloud.com/nova/' })).toBe(
      'https://www.mixcloud.com/nova/',
    );
    expect(announcedSetStreamUrl({ youtube: 'javascript:alert(1)' })).toBeNull();
    expect(announcedSetStreamUrl({})).toBeNull();
  });
});
