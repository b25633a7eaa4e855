import {
  ANNOUNCED_SET_EVENT_TYPE,
  ANNOUNCED_SET_MESSAGES,
  DEFAULT_ANNOUNCE_DURATION,
  announceStartProblem,
  defaultAnnounceStart,
  defaultAnnouncedSetTitle,
  type TAnnounceDuration,
} from '@cuepoint/domain/djs/announced-set-rules';
import { fromLocalInputValue, toLocalInputValue, toOffsetIso } from './local-date-time.ts';

/** What the announce modal holds; the start as the datetime-local field shows it. */
export type TAnnounceForm = {
  title: string;
  description: string;
  start: string;
  duration: TAnnounceDuration;
  genres: string[];
  notes: string;
  coStreaming: boolean;
};

export type TAnnounceErrors = Partial<Record<'start' | 'genres', string>>;

/** docs/product/djs.md: '{stage name} Live Set', 24 hours ahead, 60 minutes, co-streaming available. */
export function defaultAnnounceForm(stageName: string, now: Date): TAnnounceForm {
  return {
    title: defaultAnnouncedSetTitle(stageName),
    description: '',
    start: toLocalInputValue(defaultAnnounceStart(now)),
    duration: DEFAULT_ANNOUNCE_DURATION,
    genres: [],
    notes: '',
    coStreaming: true,
  };
}

/** The messages to show before anything is sent: a start (not in the past) and at least one genre. */
export function announceFormErrors(form: TAnnounceForm, now: Date): TAnnounceErrors {
  const errors: TAnnounceErrors = {};
  const start = fromLocalInputValue(form.start);
  if (!start) errors.start = ANNOUNCED_SET_MESSAGES.startRequired;
  else {
    const problem = announceStartProblem(start, now);
    if (problem) errors.start = problem;
  }
  if (!form.genres.length) errors.genres = ANNOUNCED_SET_MESSAGES.genresRequired;
  return errors;
}

/** POST /events: the start with the viewer's offset; a blank title is left for the server to fill. */
export function announceBody(form: TAnnounceForm, fallbackTitle: string) {
  const start = fromLocalInputValue(form.start);
  if (!start) throw new Error(ANNOUNCED_SET_MESSAGES.startRequired);
  return {
    title: form.title.trim() || fallbackTitle,
    description: form.description.trim(),
    start_time: toOffsetIso(start),
    duration_minutes: form.duration,
    event_type: ANNOUNCED_SET_EVENT_TYPE,
    is_co_streaming_available: form.coStreaming,
    genres: form.genres,
    notes: form.notes.trim(),
  };
}
