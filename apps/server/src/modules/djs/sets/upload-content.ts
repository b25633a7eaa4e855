import { fileTypeFromStream } from 'file-type';
import { uploadContentType, type TMediaContentType } from '@cuepoint/domain/djs/set-media';
import type { FileStore } from '../../../adapters/files/file-store.ts';

/** What the content check found: the served type when the bytes are allowed media, and what they looked like. */
export type ContentCheck = { contentType: TMediaContentType | null; detected: string | null };

/**
 * Reads the start of a stored upload and tells its format by its magic bytes (`file-type`); the name and the
 * declared type are not trusted. Only as much is read as the format needs (past an ID3 tag with cover art, say),
 * then the read is stopped.
 */
export async function checkUploadedContent(
  files: FileStore,
  key: string,
  storedExtension: string,
): Promise<ContentCheck> {
  const found = await files.get(key);
  if (!found) return { contentType: null, detected: null };
  try {
    const type = await fileTypeFromStream(found.body);
    return { contentType: uploadContentType(type?.ext, storedExtension), detected: type?.mime ?? null };
  } finally {
    found.body.destroy();
  }
}
