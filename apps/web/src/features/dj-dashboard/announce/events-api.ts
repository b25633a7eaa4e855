import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDjEvent, TDjEventList } from '@cuepoint/domain/djs/announced-sets';
import { api } from '../../../lib/api.ts';
import type { announceBody } from './announce-form.ts';

type Envelope<T> = { success: true; data: T };

export const ANNOUNCED_SETS_KEY = ['dj-dashboard', 'announced-sets'] as const;

/** GET /events/dj: coming sets first (soonest first), ended ones after. */
export function useAnnouncedSets(enabled = true) {
  return useQuery({
    queryKey: ANNOUNCED_SETS_KEY,
    queryFn: ({ signal }) =>
      api<Envelope<TDjEventList>>('/events/dj', { signal }).then((body) => body.data.events),
    enabled,
  });
}

export function useAnnounceSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof announceBody>) =>
      api<Envelope<TDjEvent>>('/events', { method: 'POST', body }).then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ANNOUNCED_SETS_KEY }),
  });
}

export function useDeleteAnnouncedSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<Envelope<{ id: number }>>(`/events/dj/${id}`, { method: 'DELETE' }).then((answer) => answer.data),
    onSuccess: (_answer, id) => {
      client.setQueryData<TDjEvent[]>(ANNOUNCED_SETS_KEY, (events) =>
        events?.filter((event) => event.id !== id),
      );
      return client.invalidateQueries({ queryKey: ANNOUNCED_SETS_KEY });
    },
  });
}
