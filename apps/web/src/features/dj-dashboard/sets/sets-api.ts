import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDjSetType } from '@cuepoint/domain/djs/set-rules';
import type { TDjSet, TDjStorage, TMediaUpload } from '@cuepoint/domain/djs/dj-sets';
import { apiData, apiClient } from '../../../lib/api.ts';
import { DJ_DASHBOARD_KEYS } from '../dashboard-api.ts';

export type { TDjSet, TDjStorage };
export type TUploadStatus = TMediaUpload;

/** POST /dj/sets and PUT /dj/sets/{id}. */
export type TDjSetBody = {
  title: string;
  set_type: TDjSetType;
  description?: string;
  /** null removes the link (an edit). */
  external_url?: string | null;
  tracklist?: string;
  tracklist_filename?: string;
  /** A completed upload's id; null removes the set's media file (an edit). */
  upload_id?: string | null;
  is_public?: boolean;
};

export const DJ_SETS_KEYS = {
  sets: ['dj-dashboard', 'sets'] as const,
  storage: ['dj-dashboard', 'storage'] as const,
};

export const fetchUploadStatus = (id: string) =>
  apiData(apiClient.GET('/dj/uploads/{id}', { params: { path: { id: encodeURIComponent(id) } } }));

export function useDjSets() {
  return useQuery({
    queryKey: DJ_SETS_KEYS.sets,
    queryFn: ({ signal }) => apiData(apiClient.GET('/dj/sets', { signal })),
  });
}

export function useDjStorage() {
  return useQuery({
    queryKey: DJ_SETS_KEYS.storage,
    queryFn: ({ signal }) => apiData(apiClient.GET('/dj/storage', { signal })),
  });
}

/** After any change: the list, the storage used and the dashboard's set counts are read again. */
function useRefreshSets() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: DJ_SETS_KEYS.sets }),
      client.invalidateQueries({ queryKey: DJ_SETS_KEYS.storage }),
      client.invalidateQueries({ queryKey: DJ_DASHBOARD_KEYS.stats }),
    ]);
}

export function useSaveDjSet() {
  const refresh = useRefreshSets();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: TDjSetBody }) =>
      apiData(
        id
          ? apiClient.PUT('/dj/sets/{id}', { params: { path: { id } }, body })
          : apiClient.POST('/dj/sets', { body }),
      ),
    onSuccess: () => refresh(),
  });
}

export function useDeleteDjSet() {
  const refresh = useRefreshSets();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiData(apiClient.DELETE('/dj/sets/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => {
      client.setQueryData<TDjSet[]>(DJ_SETS_KEYS.sets, (sets) => sets?.filter((set) => set.id !== id));
      return refresh();
    },
  });
}
