import type { TBookingAudience, TPerformanceType } from '@cuepoint/domain/booking/request-rules';
import { mayReachNewDjs, REACHED_NEW_DJS_EVENT } from '@cuepoint/domain/booking/reach-new-djs';
import type { CandidateFilter } from './candidate-queries.ts';
import { toLifecycle } from './lifecycle-state.ts';
import { MAX_SHARED_DJS, rankDjsForRequest } from './routing.ts';
import type { BookingQueries, BookingStore, RequestRow } from '../requests/requests-store.ts';

/** How many open requests one look for a DJ who became a match goes through (soonest events first). */
const NEW_DJ_BATCH = 200;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The event's calendar date in its own zone (travel periods are calendar dates). */
export function eventDate(row: Pick<RequestRow, 'eventAt' | 'eventTimezone'>): string {
  let format = dateFormats.get(row.eventTimezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: row.eventTimezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(row.eventTimezone, format);
  }
  return format.format(row.eventAt);
}

/**
 * Who a booking request reaches besides the DJ it was aimed at, in the database: the shares the lifecycle's effects
 * ask for (matching DJs at the submit, similar DJs after 48 hours), and a DJ who became a match later (decision record
 * 045). routing.ts ranks; this reads the candidates and records the recipients.
 */
export function createRequestSharing(store: BookingStore) {
  /**
   * Who a share of the request looks for: the request's place, budget and kind of performance, its preferred genres
   * and, for DJs similar to the one it was aimed at (`similarTo`), that DJ's genres too.
   */
  async function shareTerms(tx: BookingQueries, request: RequestRow, similarTo: number | null) {
    const genres = [...request.preferredGenres];
    if (similarTo !== null) genres.push(...(await tx.djGenres(similarTo)));
    const routing = {
      customerRole: request.customerRole as TBookingAudience,
      performanceType: request.performanceType as TPerformanceType,
      city: request.city,
      country: request.country,
      hourlyBudgetMinor: request.hourlyBudgetMinor,
      currency: request.currency,
      genres,
    };
    const filter: Omit<CandidateFilter, 'exclude'> = {
      eventDate: eventDate(request),
      event: { start: request.eventAt, end: request.eventEndsAt },
      maxRate: { minor: request.hourlyBudgetMinor, currency: request.currency },
      remote:
        routing.performanceType === 'onsite' ? null : routing.customerRole === 'venue' ? 'venue' : 'private',
      genres: [...new Set(genres.map((genre) => genre.trim().toLowerCase()).filter((genre) => genre !== ''))],
    };
    return { routing, filter };
  }

  async function share(tx: BookingQueries, request: RequestRow, similarTo: number | null, now: Date) {
    // An open request is shared once, at its submit; a later share leaves out the DJs it already reached.
    const reached = similarTo === null ? [] : await tx.recipients(request.id);
    const exclude = reached.map((recipient) => recipient.djUserId);
    if (request.djUserId !== null) exclude.push(request.djUserId);
    const { routing, filter } = await shareTerms(tx, request, similarTo);
    const candidates = await tx.djCandidates({ ...filter, exclude });
    const chosen = rankDjsForRequest(routing, candidates);
    await tx.addRecipients(request.id, chosen, similarTo === null ? 'matching' : 'similar', now);
  }

  /**
   * A DJ who became a match after open requests were shared (decision record 045) is reached by each of them that
   * has room and that the same share would choose the DJ for, with an outbox row telling the DJ. Each request is
   * locked and checked again in its own transaction; answers the requests that reached the DJ.
   */
  async function reachNewDj(djUserId: number, now: Date): Promise<number[]> {
    const ids = await store.openRequestsWithRoom(djUserId, now, MAX_SHARED_DJS, NEW_DJ_BATCH);
    const reached: number[] = [];
    for (const id of ids) {
      const joined = await store.transaction(async (tx) => {
        const request = await tx.request(id, { lock: true });
        if (!request || !mayReachNewDjs(toLifecycle(request), now)) return false;
        const recipients = await tx.recipients(id);
        if (recipients.some((recipient) => recipient.djUserId === djUserId)) return false;
        const room =
          MAX_SHARED_DJS - recipients.filter((recipient) => recipient.reason !== 'targeted').length;
        if (room <= 0) return false;
        const similarTo = request.djUserId;
        const { routing, filter } = await shareTerms(tx, request, similarTo);
        const candidates = await tx.djCandidates({ ...filter, exclude: [], only: [djUserId] });
        if (!rankDjsForRequest(routing, candidates, room).includes(djUserId)) return false;
        await tx.addRecipients(id, [djUserId], similarTo === null ? 'matching' : 'similar', now);
        await tx.insertEvent(
          id,
          REACHED_NEW_DJS_EVENT,
          {
            type: REACHED_NEW_DJS_EVENT,
            at: now.toISOString(),
            actor: { role: 'system' },
            dj_id: djUserId,
            request_id: request.id,
            customer_id: request.customerUserId,
            target_dj_id: request.djUserId,
            event_at: request.eventAt.toISOString(),
          },
          now,
        );
        return true;
      });
      if (joined) reached.push(id);
    }
    return reached;
  }

  return { share, reachNewDj };
}
