import { z } from 'zod';
import { responseTimeLabel } from '../matchmaking/reasons.ts';
import type { TTrackRecord } from '../matchmaking/types.ts';

/**
 * A DJ's track record from real data (decision record 034), the one definition the public profile, the recommendation
 * cards and the ranking (matchmaking's signals) share: requests that reached the DJ, the DJ's first answer to each
 * (an offer, an acceptance or a decline), the median time to that answer, and how many answers were a yes.
 */

/** Yes answers over answers, in whole percent; null before any answer. */
export function approvalRatePercent(
  track: Pick<TTrackRecord, 'answered' | 'approved'> | null,
): number | null {
  if (!track || track.answered === 0) return null;
  return Math.round((track.approved / track.answered) * 100);
}

export const ZTrackRecord = z.object({
  /** "within 2 h"; null before any answer. */
  response_time: z.string().nullable(),
  /** Whole percent of answered requests answered with an offer or an acceptance; null before any answer. */
  approval_rate: z.number().nullable(),
  requests_received: z.number(),
  completed_bookings: z.number(),
});
export type TTrackRecordView = z.infer<typeof ZTrackRecord>;

export function presentTrackRecord(track: TTrackRecord | null): TTrackRecordView {
  return {
    response_time: responseTimeLabel(track?.medianResponseMinutes ?? null),
    approval_rate: approvalRatePercent(track),
    requests_received: track?.reached ?? 0,
    completed_bookings: track?.completedBookings ?? 0,
  };
}
