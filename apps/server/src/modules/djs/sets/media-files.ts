import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../../adapters/files/file-store.ts';

/**
 * Removes a media file from the store (and what its upload kept beside it), after the database no longer points at
 * it. A failed removal is logged, never turned into a failed request: the set or upload is already gone.
 */
export async function discardMedia(files: FileStore, key: string, log: FastifyBaseLogger): Promise<void> {
  try {
    // An unfinished upload is ended first (S3 drops its parts); a finished one has nothing to end.
    const uploads = await files.resumableUploads();
    await uploads.remove(key).catch(() => undefined);
    await files.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'media file could not be removed from storage');
  }
}
