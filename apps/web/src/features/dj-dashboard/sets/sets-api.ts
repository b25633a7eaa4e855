import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDjSetType } from '@cuepoint/domain/djs/set-rules';
import type { TSetPlatform } from '@cuepoint/domain/djs/set-platforms';
import { api } from '../../../lib/api.ts';
import { DJ_DASHBOARD_KEYS } from '../dashboard-api.ts';

type Envelope<T> = { success: true; data: T };

/** A set as GET /dj/sets answers it. */
export type TDjSet = {
  id: number;
  title: string;
  description: string;
  set_type: TDjSetType;
  external_url: string | null;
  platform: TSetPlatform;
  embed_html: string | null;
  tracklist: string | null;
  tracks: { artist: string; title: string; start: string | null }[];
  is_public: boolean;
  media: { url: string; mime_type: string; size_bytes: number; original_name: string } | null;
  created_at: string;
  updated_at: string;
};

export type TDjStorage = { used_bytes: number; limit_bytes: number; free_bytes: number };

export type TUploadStatus = {
  id: string;
  status: 'uploading' | 'complete' | 'rejected';
  error: string | null;
  size_bytes: number;
  offset_bytes: number;
  mime_type: string | null;
  original_name: string;
};

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
  api<Envelope<TUploadStatus>>(`/dj/uploads/${encodeURIComponent(id)}`).then((body) => body.data);

export function useDjSets() {
  return useQuery({
    queryKey: DJ_SETS_KEYS.sets,
    queryFn: ({ signal }) => api<Envelope<TDjSet[]>>('/dj/sets', { signal }).then((body) => body.data),
  });
}

export function useDjStorage() {
  return useQuery({
    queryKey: DJ_SETS_KEYS.storage,
    queryFn: ({ signal }) => api<Envelope<TDjStorage>>('/dj/storage', { signal }).then((body) => body.data),
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
      api<Envelope<TDjSet>>(id ? `/dj/sets/${id}` : '/dj/sets', {
        method: id ? 'PUT' : 'POST',
        body,
      }).then((answer) => answer.data),
    onSuccess: () => refresh(),
  });
}

export function useDeleteDjSet() {
  const refresh = useRefreshSets();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<Envelope<{ id: number }>>(`/dj/sets/${id}`, { method: 'DELETE' }).then((answer) => answer.data),
    onSuccess: (_answer, id) => {
      client.setQueryData<TDjSet[]>(DJ_SETS_KEYS.sets, (sets) => sets?.filter((set) => set.id !== id));
      return refresh();
    },
  });
}
