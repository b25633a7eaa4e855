import { sql, type SQL } from 'drizzle-orm';
import { REVIEW_WINDOW_DAYS } from '@cuepoint/domain/trust/reviews';
import type { Db } from '../../../db/client.ts';

/** One DJ's track record as the database counts it (packages/domain/src/trust/track-record.ts names the rule). */
export type TrackRow = {
  djUserId: number;
  reached: number;
  answered: number;
  approved: number;
  medianMinutes: number | null;
  completed: number;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * The track record of these DJs, from the bookings tables — the one computation the public profile, the
 * recommendations and the ranking share: requests that reached each DJ, the DJ's first answer to each (an offer, an
 * acceptance or a decline in the outbox, by that DJ), its delay from `reached_at` (median, in minutes), how many first
 * answers were a yes, and completed bookings.
 */
export async function trackRecords(db: Db, ids: readonly number[]): Promise<TrackRow[]> {
  if (ids.length === 0) return [];
  const idList = intArray(ids);
  const [answers, completed] = await Promise.all([
    db.execute(sql`
      select r.dj_user_id,
        count(*)::int as reached,
        count(a.first_at)::int as answered,
        (count(*) filter (where a.yes))::int as approved,
        percentile_cont(0.5) within group (order by extract(epoch from (a.first_at - r.reached_at)) / 60) as median_minutes
      from booking_request_recipients r
      left join lateral (
        select e.created_at as first_at, e.type <> 'booking_request.declined' as yes
        from booking_events e
        where e.request_id = r.request_id
          and e.type in ('offer.made', 'booking_request.accepted', 'booking_request.declined')
          and e.payload -> 'actor' ->> 'role' = 'dj'
          and e.payload ->> 'dj_id' = r.dj_user_id::text
        order by e.id
        limit 1
      ) a on true
      where r.dj_user_id = any(${idList})
      group by r.dj_user_id`),
    db.execute(sql`
      select dj_user_id, count(*)::int as completed from bookings
      where dj_user_id = any(${idList}) and status = 'completed'
      group by dj_user_id`),
  ]);
  const byDj = new Map<number, TrackRow>();
  const empty = (id: number): TrackRow => ({
    djUserId: id,
    reached: 0,
    answered: 0,
    approved: 0,
    medianMinutes: null,
    completed: 0,
  });
  for (const row of rowsOf<Record<string, unknown>>(answers)) {
    const id = Number(row['dj_user_id']);
    const median = row['median_minutes'];
    byDj.set(id, {
      ...empty(id),
      reached: Number(row['reached']),
      answered: Number(row['answered']),
      approved: Number(row['approved']),
      medianMinutes: median === null || median === undefined ? null : Number(median),
    });
  }
  for (const row of rowsOf<Record<string, unknown>>(completed)) {
    const id = Number(row['dj_user_id']);
    byDj.set(id, { ...(byDj.get(id) ?? empty(id)), completed: Number(row['completed']) });
  }
  return [...byDj.values()];
}

/**
 * The DJs' ratings from published customer reviews not removed by an operator: published once both parties of the
 * booking wrote theirs, or 14 days after its completion. The mean to one decimal (as ratingSummary rounds) and the
 * count.
 */
export async function ratingSummaries(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, { average: number | null; count: number }>> {
  const found = new Map<number, { average: number | null; count: number }>();
  if (ids.length === 0) return found;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.subject_user_id, count(*)::int as count, round(avg(r.rating)::numeric, 1)::float8 as average
      from reviews r
      join bookings b on b.id = r.booking_id
      where r.subject_user_id = any(${intArray(ids)}) and r.author_side = 'customer' and r.removed_at is null
        and ${publishedSql(now)}
      group by r.subject_user_id`),
  );
  for (const row of rows)
    found.set(Number(row['subject_user_id']), {
      average: Number(row['average']),
      count: Number(row['count']),
    });
  return found;
}

/**
 * A review of a booking is published: both parties wrote theirs, or the window closed (REVIEW_WINDOW_DAYS after the
 * booking's completion). `refs` name the review's booking id and the booking's completion in the surrounding query.
 */
export function publishedSql(
  now: Date,
  refs: { bookingId: SQL; completedAt: SQL } = {
    bookingId: sql`r.booking_id`,
    completedAt: sql`b.completed_at`,
  },
) {
  return sql`(
    (select count(*) from reviews both_r where both_r.booking_id = ${refs.bookingId}) >= 2
    or ${refs.completedAt} + make_interval(days => ${REVIEW_WINDOW_DAYS}) <= ${now.toISOString()}::timestamptz)`;
}
