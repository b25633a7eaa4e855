import type { TPoint } from '../catalog/great-circle.ts';
import type { TWeeklySlot } from '../djs/weekly-slot.ts';
import type { TMatchSignal } from './weights.ts';

/**
 * What the ranking compares: a need (a booking request, a venue's next event or profile, an enthusiast's taste)
 * and DJ candidates the database selected. Places carry coordinates when the gazetteer knows them.
 */

export type TMatchPlace = {
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  point: TPoint | null;
};

export type TMatchNeed = {
  /** Who asks: a venue books remote sets for venues, anyone else for private events. */
  customerRole: 'venue' | 'enthusiast';
  /**
   * onsite and remote are a request's (or an event's) performance type; `any` is a profile without an event, where
   * both count; `local` asks for DJs in or coming to the place, `remote` for DJs who stream.
   */
  mode: 'onsite' | 'remote' | 'any';
  /** Where the event is, or where the customer is. */
  place: TMatchPlace | null;
  /** The event's start and its calendar date (YYYY-MM-DD) where it happens; null for a profile. */
  eventAt: Date | null;
  eventDate: string | null;
  /** For a profile: the first and last date (YYYY-MM-DD) a travel period may overlap to count as coming. */
  window: { from: string; to: string } | null;
  /** Genres as wanted. */
  genres: readonly string[];
  /**
   * Whose need it is, for the words: a request the customer filled in, a customer's taste (profile, favorites), or
   * another DJ (similar DJs: their genres, artists, place and rate).
   */
  source: 'request' | 'taste' | 'dj';
  /**
   * The hourly budget in minor units and its currency, null when none is known. Rates in another currency are
   * compared at the reference rates (pricing/exchange-rates.ts).
   */
  budget: { minMinor: number | null; maxMinor: number; currency: string } | null;
  /** Artists the customer named or follows (similar DJs on the form, favorite artists and DJs). */
  artists: readonly string[];
  /** Co-streaming matters (a venue event that is co-streamed). */
  coStreaming: boolean;
  /** Hard rules: the request's budget, place and genres decide who is ranked at all. */
  strict: boolean;
  now: Date;
};

export type TTravel = TMatchPlace & { fromDate: string; toDate: string };

export type TTrackRecord = {
  /** Requests that reached the DJ, and how many the DJ answered (an offer, an acceptance, a decline). */
  reached: number;
  answered: number;
  /** Answers that were a yes (an offer or an acceptance). */
  approved: number;
  /** Median time from reaching the DJ to the DJ's first answer, in minutes; null when nothing was answered. */
  medianResponseMinutes: number | null;
  completedBookings: number;
};

/** Published customer reviews of the DJ (decision record 034): their mean in stars (1–5) and how many. */
export type TRatingRecord = { average: number; count: number };

export type TMatchCandidate = {
  userId: number;
  stageName: string;
  genres: readonly string[];
  hourlyRateMinMinor: number;
  currency: string;
  acceptsInPerson: boolean;
  acceptsCoStreaming: boolean;
  acceptsRemoteVenues: boolean;
  acceptsRemotePrivate: boolean;
  /** Where the DJ is based or touring now (current place, else the account's). */
  home: TMatchPlace | null;
  /** Travel periods not yet over. */
  travels: readonly TTravel[];
  /** Weekly remote hours (available ones only). */
  remoteHours: readonly TWeeklySlot[];
  /** Artists the DJ lists as influences. */
  listedArtists: readonly string[];
  /** Those of the need's artists that appear in the DJ's tracklists (found by the database). */
  tracklistArtists: readonly string[];
  /** Those of the need's artists the DJ also follows. */
  sharedFavorites: readonly string[];
  featuredUntil: Date | null;
  featuredFrom: Date | null;
  track: TTrackRecord | null;
  /** Null or absent without published reviews. */
  rating?: TRatingRecord | null;
};

/** One signal's part of a score, and the plain words that explain it when it counts. */
export type TSignalScore = { signal: TMatchSignal; points: number; reason: string | null };

export type TMatch = {
  candidate: TMatchCandidate;
  /** 0–100, one decimal. */
  score: number;
  /** Plain-word reasons, strongest first. */
  reasons: string[];
  signals: TSignalScore[];
  /** Great-circle km from the need's place to where the DJ plays it from, when both are known. */
  distanceKm: number | null;
  /** Artists the match rests on (the recommended DJ's similarTo). */
  similarTo: string[];
};
