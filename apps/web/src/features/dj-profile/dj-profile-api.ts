import { useQuery } from '@tanstack/react-query';
import type { TDjPublicProfile, TDjPublicSet } from '@cuepoint/domain/djs/profile';
import type { TAvailabilityPeriod } from '@cuepoint/domain/djs/availability-periods';
import { apiData, apiClient } from '../../lib/api.ts';

/** A DJ page names its DJ by slug (/{slug}) or by user id (/dj/{id}). */
export type DjPageRef = { slug: string } | { id: number };

/** An uploaded set file, played in the page's own <audio> or <video>. */
export type TProfileSetMedia = {
  url: string;
  mime_type: string;
  size_bytes?: number;
  original_name?: string;
};
export type TProfileSetTrack = { artist: string; title: string; start: string | null };

/** A public set as the page reads it: its uploaded file and parsed tracklist when the answer carries them. */
export type TProfileSet = TDjPublicSet & {
  description?: string | null;
  media?: TProfileSetMedia | null;
  tracks?: TProfileSetTrack[];
};

/** The DJ's next announced set (docs/product/djs.md). */
export type TProfileUpcomingEvent = {
  title: string;
  event_date: string;
  start_time: string;
  venue_city: string | null;
  venue_country: string | null;
};

/** GET /dj-public-page.php as the page reads it. */
export type TProfilePage = Omit<TDjPublicProfile, 'sets' | 'availability_periods' | 'upcoming_event'> & {
  sets: TProfileSet[];
  availability_periods: TAvailabilityPeriod[];
  upcoming_event: TProfileUpcomingEvent | null;
};

export function djPageQueryKey(ref: DjPageRef) {
  return ['dj-public-page', 'slug' in ref ? { slug: ref.slug.toLowerCase() } : { id: ref.id }] as const;
}

/** The DJ's public profile; a DJ that does not exist fails with the server's 404 message. */
export function useDjPublicPage(ref: DjPageRef | undefined) {
  return useQuery({
    queryKey: ref ? djPageQueryKey(ref) : ['dj-public-page', null],
    queryFn: ({ signal }) =>
      apiData(
        apiClient.GET('/dj-public-page.php', {
          params: { query: ref && 'slug' in ref ? { slug: ref.slug.toLowerCase() } : { id: ref?.id } },
          signal,
        }),
      ),
    enabled: Boolean(ref),
  });
}
