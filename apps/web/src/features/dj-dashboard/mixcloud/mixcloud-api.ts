import type { TMixcloudUploadAnswer } from '@cuepoint/domain/mixcloud/api';
import { apiBody, apiData, apiClient, EMPTY_JSON_BODY } from '../../../lib/api.ts';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress.ts';

export const MIXCLOUD_KEYS = {
  status: ['dj-dashboard', 'mixcloud', 'status'] as const,
  publishes: ['dj-dashboard', 'mixcloud', 'publishes'] as const,
};

export const fetchMixcloudStatus = () => apiData(apiClient.GET('/mixcloud-status.php'));

export const fetchPublishes = () => apiData(apiClient.GET('/mixcloud-publishes.php'));

/** The address of the full-page redirect to Mixcloud (mixcloud-start.php?t=…). */
export const mixcloudStartUrl = () =>
  apiBody(apiClient.POST('/mixcloud-start-token.php', { body: EMPTY_JSON_BODY })).then(
    (body) => body.data.url,
  );

export const disconnectMixcloud = () =>
  apiData(apiClient.POST('/mixcloud-disconnect.php', { body: EMPTY_JSON_BODY }));

export const testMixcloudToken = (target: 'user' | 'cuepoint' = 'user') =>
  apiData(apiClient.GET('/mixcloud-token-test.php', { params: { query: { target } } }));

export const checkCloudcast = (setId: number) =>
  apiBody(apiClient.GET('/mixcloud-cloudcast.php', { params: { query: { set_id: setId } } })).then(
    (body) => body.data,
  );

export type PublishRequest = {
  setId: number;
  title: string;
  target: 'none' | 'cuepoint' | 'user';
  tags: string;
  mp3: File | null;
  tracklist: File | null;
};

export type SendUpload = (
  request: PublishRequest,
  onProgress: (progress: UploadProgress) => void,
) => Promise<TMixcloudUploadAnswer>;

/** POST mixcloud-upload.php, multipart; the MP3's way to our server reports its progress. */
export const sendMixcloudUpload: SendUpload = (request, onProgress) => {
  const form = new FormData();
  form.set('title', request.title);
  form.set('publish_target', request.target);
  form.set('set_id', String(request.setId));
  if (request.tags.trim()) form.set('tags', request.tags);
  if (request.tracklist) form.set('tracklist_csv', request.tracklist, request.tracklist.name);
  if (request.mp3) form.set('mp3', request.mp3, request.mp3.name);
  return uploadWithProgress<TMixcloudUploadAnswer>('/mixcloud-upload.php', form, { onProgress });
};
