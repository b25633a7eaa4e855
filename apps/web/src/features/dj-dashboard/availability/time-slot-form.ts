import { ZPerformanceHourInput } from '@cuepoint/domain/djs/performance-hours';
import type { TWeekday } from '@cuepoint/domain/djs/weekly-slot';

/** The time-slot form's values; a null zone means the reader's own. */
export type TimeSlotDraft = {
  day: TWeekday;
  startTime: string;
  endTime: string;
  timezone: string | null;
  is_available: boolean;
};

export const EMPTY_TIME_SLOT: TimeSlotDraft = {
  day: 'monday',
  startTime: '',
  endTime: '',
  timezone: null,
  is_available: true,
};

/** The body of POST /dj/performance-hours, or the first message of the shared schema that refuses it. */
export function timeSlotBody(
  draft: TimeSlotDraft,
  browserZone: string,
): { body: Record<string, unknown> } | { error: string; field: string } {
  const body = {
    day: draft.day,
    startTime: draft.startTime,
    endTime: draft.endTime,
    timezone: draft.timezone ?? browserZone,
    is_available: draft.is_available,
  };
  const parsed = ZPerformanceHourInput.safeParse(body);
  if (parsed.success) return { body };
  const issue = parsed.error.issues[0]!;
  return { error: issue.message, field: String(issue.path[0] ?? 'startTime') };
}
