import type { Clock } from '../../../adapters/clock.ts';
import { notFound, unprocessable } from '../../../http/app-error.ts';
import type { CacheTag } from '../../../http/public-cache.ts';
import {
  ANNOUNCED_SET_MESSAGES,
  ANNOUNCED_SET_STATUS,
  MAX_COMING_ANNOUNCED_SETS,
  announceStartProblem,
  defaultAnnouncedSetTitle,
  orderAnnouncedSets,
} from '@cuepoint/domain/djs/announced-set-rules';
import type { TDjEvent, TDjEventInput, TDjEventList } from '@cuepoint/domain/djs/announced-sets';
import { DJ_PROFILE_MESSAGES } from '@cuepoint/domain/djs/profile-rules';
import type { DjEventRow, DjEventsStore } from './events-store.ts';

export function toDjEvent(row: DjEventRow): TDjEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start_time: row.startTime.toISOString(),
    duration_minutes: row.durationMinutes,
    event_type: 'dj_set',
    is_co_streaming_available: row.isCoStreamingAvailable,
    genres: row.genres,
    notes: row.notes,
    status: ANNOUNCED_SET_STATUS,
    created_at: row.createdAt.toISOString(),
  };
}

/** The upcoming set shows on the public DJ page: every change drops its cached answer. */
type PublicPages = { invalidate(tag: CacheTag): Promise<void> | void };

/** The announced-set rules (docs/product/djs.md) for the signed-in DJ's own sets. */
export function createDjEventsService(deps: {
  store: DjEventsStore;
  clock: Clock;
  publicPages: PublicPages;
}) {
  const { store, clock, publicPages } = deps;
  return {
    async list(djUserId: number): Promise<TDjEventList> {
      const now = clock.now();
      const rows = await store.listOwn(djUserId, now);
      const ordered = orderAnnouncedSets(
        rows.map((row) => ({ row, id: row.id, start: row.startTime, durationMinutes: row.durationMinutes })),
        now,
      );
      return { events: ordered.map(({ row }) => toDjEvent(row)) };
    },

    /**
     * Announces a set: only a DJ who accepts remote venues (the dashboard shows the modal only to them), starting
     * no earlier than now, with at most 20 coming at once. A blank title is '{stage name} Live Set'.
     */
    async announce(djUserId: number, input: TDjEventInput): Promise<TDjEvent> {
      const now = clock.now();
      const startProblem = announceStartProblem(input.start_time, now);
      if (startProblem) throw unprocessable(startProblem);
      const row = await store.announce(djUserId, now, (dj) => {
        if (!dj.acceptsRemoteVenues) throw unprocessable(ANNOUNCED_SET_MESSAGES.remoteVenuesRequired);
        if (dj.comingCount >= MAX_COMING_ANNOUNCED_SETS) throw unprocessable(ANNOUNCED_SET_MESSAGES.tooMany);
        return {
          title: input.title || defaultAnnouncedSetTitle(dj.stageName),
          description: input.description,
          startTime: input.start_time,
          durationMinutes: input.duration_minutes,
          eventType: input.event_type,
          isCoStreamingAvailable: input.is_co_streaming_available,
          genres: input.genres,
          notes: input.notes,
          status: ANNOUNCED_SET_STATUS,
          createdAt: now,
        };
      });
      if (!row) throw notFound(DJ_PROFILE_MESSAGES.profileMissing);
      await publicPages.invalidate('djs');
      return toDjEvent(row);
    },

    async remove(djUserId: number, id: number): Promise<void> {
      if (!(await store.deleteOwn(djUserId, id))) throw notFound(ANNOUNCED_SET_MESSAGES.notFound);
      await publicPages.invalidate('djs');
    },
  };
}
