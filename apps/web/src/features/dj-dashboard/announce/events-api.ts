import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDjEvent } from '@cuepoint/domain/djs/announced-sets';
import { apiBody, apiData, apiClient } from '../../../lib/api.ts';
import type { announceBody } from './announce-form.ts';

export const ANNOUNCED_SETS_KEY = ['dj-dashboard', 'announced-sets'] as const;

/** GET /events/dj: coming sets first (soonest first), ended ones after. */
export function useAnnouncedSets(enabled = true) {
  return useQuery({
    queryKey: ANNOUNCED_SETS_KEY,
    queryFn: ({ signal }) =>
      apiBody(apiClient.GET('/events/dj', { signal })).then((body) => body.data.events),
    enabled,
  });
}

export function useAnnounceSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof announceBody>) => apiData(apiClient.POST('/events', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: ANNOUNCED_SETS_KEY }),
  });
}

export function useDeleteAnnouncedSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiData(apiClient.DELETE('/events/dj/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => {
      client.setQueryData<TDjEvent[]>(ANNOUNCED_SETS_KEY, (events) =>
        events?.filter((event) => event.id !== id),
      );
      return client.invalidateQueries({ queryKey: ANNOUNCED_SETS_KEY });
    },
  });
}
