import type { TDjProfile } from '@cuepoint/domain/djs/profile';
import type { TDjEvent } from '@cuepoint/domain/djs/announced-sets';
import type { TDemoOffer } from '@cuepoint/domain/demo/offer-simulation';
import { MARA_LUX } from '../demo/demo-djs.ts';
import { daysFromToday, minutesAgo } from '../demo/sample-dates.ts';

/** The DJ demo's sample DJ: made up, and labelled as such on the page. */
export const DEMO_DJ: TDjProfile = {
  user_id: 0,
  stage_name: `${MARA_LUX.name} (sample)`,
  slug: 'mara-lux-sample',
  profile_url: '',
  bio: `Deep and melodic house from ${MARA_LUX.city}. Resident at a riverside club, streaming sets to venues across Europe.`,
  website_url: null,
  hourly_rate_min: 150,
  currency: 'EUR',
  genres: [...MARA_LUX.genres],
  social_links: {},
  profile_image_url: null,
  banner_image_url: null,
  accepts_in_person: true,
  accepts_co_streaming: true,
  accepts_remote_venues: true,
  accepts_remote_private: false,
  current_location: { city: MARA_LUX.city, country: MARA_LUX.country, availability_type: 'home_base' },
  default_payment_terms: '50_50',
  default_cancellation_notice_hours: 72,
  updated_at: new Date(0).toISOString(),
  can_request_feature: false,
  feature_request_status: null,
};

/** The DJ's offers to venues' requests are for 3-hour sets. */
export const DEMO_DJ_OFFER_HOURS = 3;

/** Which venue each sample offer went to (the simulation's offers name the other side as `djName`). */
export const DEMO_DJ_OFFERS_VENUES: Record<number, string> = {
  201: 'Harbour Lights Club',
  202: 'Club Meridian',
  203: 'The Mill',
  204: 'Warehouse 9',
};

export function demoDjOffers(): TDemoOffer[] {
  const offer = (id: number, days: number, amount: number, minutes: number): TDemoOffer => ({
    id,
    djName: DEMO_DJ_OFFERS_VENUES[id]!,
    djImage: null,
    eventDate: daysFromToday(days),
    eventTime: '22:00',
    offerAmount: amount,
    counterOffer: null,
    status: 'pending',
    message: null,
    lastUpdated: minutesAgo(minutes),
  });
  const accepted: TDemoOffer = { ...offer(204, 6, 600, 60 * 30), status: 'accepted' };
  return [offer(201, 9, 450, 4), offer(202, 16, 540, 35), offer(203, 23, 480, 180), accepted];
}

export function demoAnnouncedSets(): TDjEvent[] {
  return [
    {
      id: 1,
      title: 'Sunday sunset stream',
      description: 'Two hours of melodic house live from the studio, open for co-streaming.',
      start_time: `${daysFromToday(5)}T18:00:00.000Z`,
      duration_minutes: 120,
      event_type: 'dj_set',
      is_co_streaming_available: true,
      genres: ['Melodic House'],
      notes: '',
      status: 'active',
      created_at: new Date(0).toISOString(),
    },
  ];
}
