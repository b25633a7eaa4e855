import type { TGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import { canonicalGenre } from '@cuepoint/domain/catalog/genre-list';
import { calendarDateIn } from '@cuepoint/domain/catalog/place-time-zone';
import {
  MATCHMAKING_MESSAGES,
  type TEnthusiastRecommendationsQuery,
  type TRecommendationBasis,
  type TRecommendedDj,
  type TSimilarDj,
  type TVenueRecommendationsQuery,
  type TVenueRecommendedDj,
} from '@cuepoint/domain/matchmaking/api';
import { rankDjs } from '@cuepoint/domain/matchmaking/rank';
import { needOfDj, rankSimilarDjs } from '@cuepoint/domain/matchmaking/similar';
import type { TMatchNeed } from '@cuepoint/domain/matchmaking/types';
import { CANDIDATE_POOL, MATCH_THRESHOLDS } from '@cuepoint/domain/matchmaking/weights';
import type { Clock } from '../../../adapters/clock.ts';
import type { Db } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { candidateDetails, candidatePool } from './candidate-store.ts';
import { placeKeysNear, placeOf, toCandidates } from './candidates.ts';
import type { ContextStore } from './context-store.ts';
import { presentRecommendation, presentSimilar, type RankedMatch } from './present.ts';
import { ratingSummaries } from '../reviews/track-record-store.ts';

/** A travel period counts until its last day has ended everywhere on Earth (decision record 015): UTC−12. */
export const LAST_ZONE = 'Etc/GMT+12';
const MAX_ARTISTS = 50;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function hoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

const unique = (items: readonly string[]) => [...new Set(items.map((item) => item.trim()).filter(Boolean))];

/**
 * Recommendations and similar DJs (decision record 030): a need from what the customer or DJ has told us, candidates
 * the database selects through its indexes, and the domain's ranking with its reasons.
 */
/** The days a customer's profile looks ahead for DJs coming near: from today (its last zone) for a while. */
export function upcomingWindow(now: Date): { from: string; to: string } {
  const from = calendarDateIn(now, LAST_ZONE);
  return { from, to: addDays(from, MATCH_THRESHOLDS.upcomingTravelDays) };
}

export function createMatchmakingService(deps: {
  db: Db;
  contexts: ContextStore;
  clock: Clock;
  gazetteer: () => Promise<TGazetteer>;
}) {
  const { db, contexts, clock, gazetteer } = deps;

  async function rank(
    need: TMatchNeed,
    options: {
      limit: number;
      exclude?: number[];
      /**
       * Demo DJs (decision record 007) are recommended as search and similar DJs list them, so a demo install's
       * first dashboards are not empty; booking shares leave them out, as they cannot answer. False leaves them out.
       */
      includeDemo?: boolean;
      busyDuring?: { start: Date; end: Date } | undefined;
    },
  ): Promise<RankedMatch[]> {
    const places = await gazetteer();
    const today = calendarDateIn(need.now, LAST_ZONE);
    const artistNames = unique(need.artists.map((name) => name.toLowerCase())).slice(0, MAX_ARTISTS);
    const travelFrom = need.eventDate ?? need.window?.from ?? null;
    const travelTo = need.eventDate ?? need.window?.to ?? null;
    const ids = await candidatePool(db, {
      mode: need.mode,
      remoteFor: need.customerRole === 'venue' ? 'venue' : 'private',
      genres: unique(need.genres.map(canonicalGenre)),
      placeKeys: need.place ? placeKeysNear(places, need.place) : [],
      country: need.place?.country ?? null,
      travelFrom,
      travelTo,
      artistNames,
      maxRate:
        need.strict && need.budget ? { minor: need.budget.maxMinor, currency: need.budget.currency } : null,
      requireGenre: need.strict,
      exclude: options.exclude ?? [],
      busyDuring: options.busyDuring,
      includeDemo: options.includeDemo ?? true,
      now: need.now,
      limit: CANDIDATE_POOL,
    });
    const details = await candidateDetails(db, ids, {
      today,
      artistNames,
      now: need.now,
      includeDemo: options.includeDemo ?? true,
    });
    // Ratings by the one rule the public profile uses (modules/booking/reviews): a signal of the ranking and a card's field.
    const ratings = await ratingSummaries(db, ids, need.now);
    const candidates = toCandidates(places, details, ratings);
    return rankDjs(need, candidates, options.limit) as RankedMatch[];
  }

  return {
    rank,

    /** GET /venue/dj-recommendations: for the venue's next event (or the one asked), else for its profile. */
    async forVenue(
      venueUserId: number,
      query: TVenueRecommendationsQuery,
    ): Promise<{ basis: TRecommendationBasis; recommendations: TVenueRecommendedDj[] }> {
      const now = clock.now();
      const venue = await contexts.venue(venueUserId);
      if (!venue) throw notFound('Venue profile not found');
      const event = await contexts.venueEvent(venueUserId, now, query.event_id);
      if (query.event_id !== undefined && !event) throw notFound(MATCHMAKING_MESSAGES.eventNotFound);
      const places = await gazetteer();
      const city = event ? (event.city ?? venue.city) : venue.city;
      const country = event ? (event.country ?? venue.country) : venue.country;
      const place = city || country ? placeOf(places, city, country) : null;
      const mode: TMatchNeed['mode'] = event?.isRemote
        ? 'remote'
        : event && place
          ? 'onsite'
          : !place || venue.acceptsRemoteDjs
            ? 'any'
            : 'onsite';
      const need: TMatchNeed = {
        customerRole: 'venue',
        mode,
        place,
        eventAt: event?.startsAt ?? null,
        eventDate: event?.eventDate ?? null,
        window: event ? null : upcomingWindow(now),
        genres: venue.tasteGenres,
        source: 'taste',
        budget: { minMinor: venue.budgetMinMinor, maxMinor: venue.budgetMaxMinor, currency: venue.currency },
        artists: [...venue.preferredArtists, ...venue.favoriteDjNames],
        coStreaming: event?.coStreamEnabled ?? false,
        strict: false,
        now,
      };
      // For an event, DJs booked at its time are left out (decision record 042).
      const busyDuring = event
        ? { start: event.startsAt, end: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000) }
        : undefined;
      const ranked = await rank(need, { limit: query.limit, busyDuring });
      return {
        basis: {
          kind: event ? 'event' : 'profile',
          event_id: event?.id ?? null,
          title: event?.title ?? null,
          city,
          country,
          genres: venue.tasteGenres,
        },
        recommendations: ranked.map((match) => ({
          ...presentRecommendation(match, need, match.candidate.rating?.average ?? null),
          venue: venue.venueName,
          date: event?.eventDate ?? null,
          time: event?.eventTime ?? null,
          duration: event ? hoursMinutes(event.durationMinutes) : null,
        })),
      };
    },

    /** The enthusiast's Discover tab: All (near first), Local (in or coming near), Remote (streams privately). */
    async forEnthusiast(
      userId: number,
      query: TEnthusiastRecommendationsQuery,
    ): Promise<{ basis: TRecommendationBasis; recommendations: TRecommendedDj[] }> {
      const now = clock.now();
      const fan = await contexts.enthusiast(userId);
      if (!fan) throw notFound('Account not found');
      const places = await gazetteer();
      const place = fan.city || fan.country ? placeOf(places, fan.city, fan.country) : null;
      if (query.filter === 'local' && !place?.city) throw badRequest(MATCHMAKING_MESSAGES.cityRequired);
      const need: TMatchNeed = {
        customerRole: 'enthusiast',
        mode: query.filter === 'local' ? 'onsite' : query.filter === 'remote' ? 'remote' : 'any',
        place,
        eventAt: null,
        eventDate: null,
        window: upcomingWindow(now),
        genres: fan.favoriteGenres,
        source: 'taste',
        budget: fan.budget ? { minMinor: null, ...fan.budget } : null,
        artists: fan.artists,
        coStreaming: false,
        strict: false,
        now,
      };
      const ranked = await rank(need, { limit: query.limit });
      return {
        basis: {
          kind: 'profile',
          event_id: null,
          title: null,
          city: fan.city,
          country: fan.country,
          genres: fan.favoriteGenres,
        },
        recommendations: ranked.map((match) =>
          presentRecommendation(match, need, match.candidate.rating?.average ?? null),
        ),
      };
    },

    /** Similar DJs of a DJ: shares a genre, then the ranking on the DJ's genres, influences, place and rate. */
    async similarTo(djUserId: number, limit: number): Promise<TSimilarDj[]> {
      const now = clock.now();
      const places = await gazetteer();
      const today = calendarDateIn(now, LAST_ZONE);
      const own = toCandidates(
        places,
        await candidateDetails(db, [djUserId], { today, artistNames: [], now, includeDemo: true }),
      )[0];
      if (!own) throw notFound(MATCHMAKING_MESSAGES.djNotFound);
      const need = needOfDj(own, now);
      const artistNames = unique(need.artists.map((name) => name.toLowerCase())).slice(0, MAX_ARTISTS);
      const ids = await candidatePool(db, {
        mode: 'any',
        remoteFor: 'venue',
        genres: unique(own.genres.map(canonicalGenre)),
        placeKeys: own.home ? placeKeysNear(places, own.home) : [],
        country: own.home?.country ?? null,
        travelFrom: null,
        travelTo: null,
        artistNames,
        maxRate: null,
        requireGenre: own.genres.length > 0,
        exclude: [djUserId],
        includeDemo: true,
        now,
        limit: CANDIDATE_POOL,
      });
      const details = await candidateDetails(db, ids, { today, artistNames, now, includeDemo: true });
      const ratings = await ratingSummaries(db, ids, now);
      const ranked = rankSimilarDjs(own, toCandidates(places, details, ratings), now, limit) as RankedMatch[];
      return ranked.map(presentSimilar);
    },
  };
}

export type MatchmakingService = ReturnType<typeof createMatchmakingService>;
