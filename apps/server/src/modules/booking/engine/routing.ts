import type { TBookingAudience, TPerformanceType } from '@cuepoint/domain/booking/request-rules';
import {
  MAX_ROUTED_DJS,
  rankDjsForBookingRequest,
  type TRoutingCandidate,
} from '@cuepoint/domain/matchmaking/for-request';

/**
 * Who a booking request reaches besides the DJ it was aimed at: matching DJs for an open request, similar DJs once a
 * targeted request went 48 hours unanswered. The order and the hard rules are matchmaking's one ranking
 * (decision record 030); the store only selects the candidates.
 */

/** At most this many DJs are reached by one share. */
export const MAX_SHARED_DJS = MAX_ROUTED_DJS;

export type DjCandidate = TRoutingCandidate;

export type RoutingRequest = {
  customerRole: TBookingAudience;
  performanceType: TPerformanceType;
  city: string | null;
  country: string | null;
  hourlyBudgetMinor: number;
  /** The budget's currency (the request's). */
  currency: string;
  /** The genres to share: the request's preferred genres, and for similar DJs the aimed-at DJ's genres too. */
  genres: readonly string[];
};

/**
 * The DJs a share reaches, best first: they ask no more per hour than the budget (a rate in another currency
 * converted at the reference rates), fit the place, and play at least one of the genres (any DJ when none are
 * given); ranked by matchmaking, ties to the lower rate, then the longest-registered.
 */
export function rankDjsForRequest(
  request: RoutingRequest,
  candidates: readonly DjCandidate[],
  limit = MAX_SHARED_DJS,
): number[] {
  return rankDjsForBookingRequest(request, candidates, limit);
}
