import type {
  TCloudcast,
  TMixcloudPublish,
  TMixcloudStartToken,
  TMixcloudStatus,
  TMixcloudUploadAnswer,
  TTokenTest,
} from '@cuepoint/domain/mixcloud/api';
import { api } from '../../../lib/api.ts';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress.ts';

type Envelope<T> = { success: true; data: T };

export const MIXCLOUD_KEYS = {
  status: ['dj-dashboard', 'mixcloud', 'status'] as const,
  publishes: ['dj-dashboard', 'mixcloud', 'publishes'] as const,
};

export const fetchMixcloudStatus = () =>
  api<Envelope<TMixcloudStatus>>('/mixcloud-status.php').then((body) => body.data);

export const fetchPublishes = () =>
  api<Envelope<TMixcloudPublish[]>>('/mixcloud-publishes.php').then((body) => body.data);

/** The address of the full-page redirect to Mixcloud (mixcloud-start.php?t=…). */
export const mixcloudStartUrl = () =>
  api<Envelope<TMixcloudStartToken>>('/mixcloud-start-token.php', { method: 'POST', body: {} }).then(
    (body) => body.data.url,
  );

export const disconnectMixcloud = () =>
  api<Envelope<TMixcloudStatus>>('/mixcloud-disconnect.php', { method: 'POST', body: {} }).then(
    (body) => body.data,
  );

export const testMixcloudToken = (target: 'user' | 'cuepoint' = 'user') =>
  api<Envelope<TTokenTest>>('/mixcloud-token-test.php', { query: { target } }).then((body) => body.data);

export const checkCloudcast = (setId: number) =>
  api<Envelope<TCloudcast>>('/mixcloud-cloudcast.php', { query: { set_id: setId } }).then(
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
