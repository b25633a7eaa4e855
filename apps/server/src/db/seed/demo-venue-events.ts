import type { FastifyBaseLogger } from 'fastify';
import { loadGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import { calendarDateIn, placeTimeZone } from '@cuepoint/domain/catalog/place-time-zone';
import type { TVenueEventInput } from '@cuepoint/domain/venues/venue-events';
import { toMinorUnits } from '@cuepoint/domain/venues/venue-event-rules';
import type { Services } from '../../services.ts';
import { createVenueEventsService } from '../../modules/venues/events/events-service.ts';
import { createVenueEventsStore } from '../../modules/venues/events/events-store.ts';
import { createCoStreamingService } from '../../modules/venues/co-streaming/co-streaming-service.ts';
import { createCoStreamingStore } from '../../modules/venues/co-streaming/co-streaming-store.ts';
import { demoImagePng, type DemoPalette } from './demo-images.ts';
import type { DemoVenueIds } from './demo-venue-seed.ts';
import { DAY_MS } from '@cuepoint/domain/time/durations';

export type DemoVenueEventsReport = { venueEvents: number; coStreamDestinations: number; flyers: number };

type DemoSlot = [djName: string, startTime: string, minutes: number];
type DemoVenueEvent = {
  venue: string;
  title: string;
  djName: string;
  description: string;
  /** Days from now (on the venue's calendar) and the local start time. */
  inDays: number;
  time: string;
  minutes: number;
  ticketPrice?: number;
  isRemote?: boolean;
  coStream?: { slots: DemoSlot[]; to: Array<{ venue: string; price?: number; approved?: boolean }> };
  flyer?: DemoPalette;
};

/**
 * The demo venues' events: a co-streamed Saturday headliner at Spreewerk offered to the two other demo venues (New
 * York has approved it, London has not decided), a co-stream the other way, a remote set and plain club nights.
 * Times are the venues' own; DJs are the demo DJs.
 */
export const DEMO_VENUE_EVENTS: DemoVenueEvent[] = [
  {
    venue: 'Spreewerk',
    title: 'Warehouse Sessions Live',
    djName: 'Nova Reyes',
    description:
      'Demo event: a six-hour techno night in the main room, streamed live to partner clubs in London and New York.',
    inDays: 6,
    time: '23:00',
    minutes: 360,
    ticketPrice: 18,
    coStream: {
      slots: [
        ['Nova Reyes', '23:00', 180],
        ['Kofi Mensah', '02:00', 180],
      ],
      to: [{ venue: 'The Lantern Rooms' }, { venue: 'Blue Hour Supper Club', price: 24.5, approved: true }],
    },
    flyer: { from: '#0f172a', to: '#4338ca', accent: '#22d3ee' },
  },
  {
    venue: 'Spreewerk',
    title: 'Sunday Garden',
    djName: 'Luna Park',
    description: 'Demo event: an open-air afternoon of deep house in the riverside garden.',
    inDays: 8,
    time: '15:00',
    minutes: 300,
    ticketPrice: 12,
  },
  {
    venue: 'Spreewerk',
    title: 'Remote Residency',
    djName: 'Marco Vidal',
    description:
      'Demo event: Marco Vidal plays the house floor live from his studio, streamed onto the big screen.',
    inDays: 12,
    time: '22:00',
    minutes: 120,
    isRemote: true,
  },
  {
    venue: 'The Lantern Rooms',
    title: 'Lantern Soul Night',
    djName: 'Kofi Mensah',
    description: 'Demo event: Afro-house and soul in the candlelit back room, co-streamed to Berlin.',
    inDays: 5,
    time: '20:00',
    minutes: 240,
    ticketPrice: 15,
    coStream: { slots: [['Kofi Mensah', '20:00', 120]], to: [{ venue: 'Spreewerk' }] },
    flyer: { from: '#3f1d0b', to: '#b45309', accent: '#fde68a' },
  },
  {
    venue: 'Blue Hour Supper Club',
    title: 'Blue Hour Jazz & House',
    djName: 'Marco Vidal',
    description: 'Demo event: dinner with a jazz-to-house set that builds through the evening.',
    inDays: 9,
    time: '21:00',
    minutes: 180,
    ticketPrice: 25,
  },
];

/**
 * Creates the demo venues' events through the venue event rules (start on the venue's wall clock, place kept for
 * nearby searches, flyers through the image pipeline) and approves what the demo says is approved through the
 * co-stream rules. An event whose venue is not among `venueIds` is left out.
 */
export async function seedDemoVenueEvents(
  services: Services,
  log: FastifyBaseLogger,
  venueIds: DemoVenueIds,
  report: DemoVenueEventsReport,
): Promise<void> {
  const { database, clock, files } = services;
  const store = createVenueEventsStore(database.db);
  const places = await loadGazetteer();
  const events = createVenueEventsService({
    store,
    clock,
    files,
    gazetteer: loadGazetteer,
  });
  const coStreams = createCoStreamingService({ store: createCoStreamingStore(database.db), clock });
  const now = clock.now();
  for (const [index, demo] of DEMO_VENUE_EVENTS.entries()) {
    const host = venueIds.get(demo.venue);
    if (host === undefined) continue;
    const receivers = (demo.coStream?.to ?? []).filter((to) => venueIds.has(to.venue));
    const venue = await store.venue(host);
    if (!venue) continue;
    const { zone } = placeTimeZone(places, venue);
    const input: TVenueEventInput = {
      title: demo.title,
      date: calendarDateIn(new Date(now.getTime() + demo.inDays * DAY_MS), zone),
      time: demo.time,
      djName: demo.djName,
      description: demo.description,
      coStream: Boolean(demo.coStream),
      isRemote: demo.isRemote ?? false,
      durationMinutes: demo.minutes,
      ticketUrl: demo.ticketPrice === undefined ? null : `https://tickets.example.com/demo-${index + 1}`,
      ticketPriceMinor: demo.ticketPrice === undefined ? null : toMinorUnits(demo.ticketPrice),
      slots: (demo.coStream?.slots ?? []).map(([djName, startTime, durationMinutes]) => ({
        djName,
        startTime,
        durationMinutes,
      })),
      destinations: receivers.map((to) => ({
        venueUserId: venueIds.get(to.venue)!,
        priceMinor: toMinorUnits(to.price ?? 19.99),
      })),
      removeFlyer: false,
    };
    const flyer = demo.flyer
      ? { bytes: await demoImagePng('banner', demo.flyer, 200 + index), truncated: false }
      : null;
    const created = await events.create(host, input, flyer);
    report.venueEvents += 1;
    if (flyer) report.flyers += 1;
    for (const destination of created.co_stream_destinations) {
      report.coStreamDestinations += 1;
      const to = receivers.find((receiver) => venueIds.get(receiver.venue) === destination.venue_user_id);
      if (to?.approved) await coStreams.decide(destination.venue_user_id, destination.id, 'approve');
    }
  }
  log.debug({ events: report.venueEvents }, 'demo venue events seeded');
}
