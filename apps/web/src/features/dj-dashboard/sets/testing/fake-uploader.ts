import type { TMediaUploader, TUploadCallbacks } from '../upload/media-uploader.ts';

export type FakeUpload = {
  file: File;
  callbacks: TUploadCallbacks;
  paused: boolean;
  resumed: number;
  cancelled: boolean;
};

/** An uploader the test drives by hand: it reports what the test tells it to and records pause, resume, cancel. */
export function fakeUploader() {
  const uploads: FakeUpload[] = [];
  const uploader: TMediaUploader = async (file, callbacks) => {
    const upload: FakeUpload = { file, callbacks, paused: false, resumed: 0, cancelled: false };
    uploads.push(upload);
    return {
      pause() {
        upload.paused = true;
      },
      resume() {
        upload.paused = false;
        upload.resumed += 1;
      },
      async cancel() {
        upload.cancelled = true;
      },
    };
  };
  return {
    uploader,
    uploads,
    last(): FakeUpload {
      const upload = uploads.at(-1);
      if (!upload) throw new Error('No upload was started');
      return upload;
    },
  };
}
