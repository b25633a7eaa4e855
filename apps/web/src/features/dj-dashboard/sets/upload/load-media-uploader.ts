import type { TMediaUploader } from './media-uploader.ts';

/** The browser's uploader, in its own chunk: tus-js-client loads with the first media file, never with a page. */
export const loadTusUploader: TMediaUploader = async (file, callbacks) => {
  const { tusMediaUploader } = await import('./tus-media-uploader.ts');
  return tusMediaUploader(file, callbacks);
};
