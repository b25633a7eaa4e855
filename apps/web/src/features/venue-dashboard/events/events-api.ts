import type { TVenueEvent } from '@cuepoint/domain/venues/venue-events';
import type { TCoStreamDecision } from '@cuepoint/domain/venues/co-streaming';
import { apiBody, apiData, apiClient } from '../../../lib/api.ts';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress.ts';

type EventAnswer = { success: true; event: TVenueEvent };

const PATH = '/venue-events.php' as const;

/** Date, then time: the order the spec lists events in (the server sorts the same way). */
export function byStart(a: TVenueEvent, b: TVenueEvent): number {
  return a.event_date.localeCompare(b.event_date) || a.event_time.localeCompare(b.event_time) || a.id - b.id;
}

export const fetchVenueEvents = () =>
  apiBody(apiClient.GET(PATH)).then((body) => [...body.events].sort(byStart));

export type EventSave = {
  /** Set when an event is edited (PUT), absent for a new one (POST). */
  eventId?: number;
  fields: Record<string, unknown>;
  /** A new flyer image: the request is then a multipart form with it as flyer_image. */
  flyer?: File | undefined;
  onProgress?: (progress: UploadProgress) => void;
};

/** A multipart form of the event's fields: text as it is, flags as "true"/"false", lists as JSON. */
function eventForm(fields: Record<string, unknown>, flyer: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) form.append(name, '');
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  form.append('flyer_image', flyer);
  return form;
}

/** POST (new) or PUT (edit) /venue-events.php: JSON, or multipart with progress when a flyer file goes with it. */
export async function saveVenueEvent(save: EventSave): Promise<TVenueEvent> {
  const method = save.eventId === undefined ? 'POST' : 'PUT';
  const fields = save.eventId === undefined ? save.fields : { ...save.fields, eventId: save.eventId };
  const answer = save.flyer
    ? await uploadWithProgress<EventAnswer>(PATH, eventForm(fields, save.flyer), {
        method,
        ...(save.onProgress ? { onProgress: save.onProgress } : {}),
      })
    : await apiBody(
        method === 'POST'
          ? apiClient.POST(PATH, { body: fields as never })
          : apiClient.PUT(PATH, { body: fields as never }),
      );
  return answer.event;
}

export const deleteVenueEvent = (eventId: number) =>
  apiBody(apiClient.DELETE(PATH, { params: { query: { eventId: String(eventId) } } }));

export const fetchCoStreamVenues = (query: string, signal?: AbortSignal) =>
  apiData(
    apiClient.GET('/venue/co-stream-venues', {
      params: { query: { q: query } },
      ...(signal ? { signal } : {}),
    }),
  );

export const fetchCoStreamOpportunities = () => apiData(apiClient.GET('/venue/co-stream-opportunities'));

export const decideCoStream = (id: number, decision: TCoStreamDecision) =>
  apiData(
    apiClient.POST(
      decision === 'approve'
        ? '/venue/co-stream-destinations/{id}/approve'
        : '/venue/co-stream-destinations/{id}/decline',
      { params: { path: { id } } },
    ),
  );
