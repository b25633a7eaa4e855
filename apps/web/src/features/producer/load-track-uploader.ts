import type { TrackFileUploader } from './track-uploader.ts';

/** tus-js-client loads with the first chosen file, never with the page. */
export const loadTrackUploader: TrackFileUploader = async (file, kind, callbacks) => {
  const { tusTrackUploader } = await import('./tus-track-uploader.ts');
  return tusTrackUploader(file, kind, callbacks);
};
