import type { Upload } from 'tus-js-client';

/** Starts a tus upload, resuming the newest earlier upload of the same file this browser remembers. */
export async function startOrResume(upload: Upload): Promise<void> {
  const previous = await upload.findPreviousUploads();
  const resumable = previous
    .filter((entry) => entry.uploadUrl)
    .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
  if (resumable) upload.resumeFromPreviousUpload(resumable);
  upload.start();
}
