import { fieldTooLong } from '@cuepoint/domain/accounts/messages';
import { MEDIA_UPLOAD_MESSAGES } from '@cuepoint/domain/djs/set-media';
import { hasUnsafeCharacters, invalidCharactersMessage } from '@cuepoint/domain/text/safe-text';
import { badRequest } from '../../../http/app-error.ts';

const FILENAME_MAX = 255;

/** The creation headers a tus client sends (tus 1.0 creation extension). */
export type CreationHeaders = {
  uploadLength: string | undefined;
  deferLength: string | undefined;
  metadata: string | undefined;
};

/** `Upload-Metadata`: comma-separated `key base64value` pairs (a key may come without a value). */
export function parseUploadMetadata(header: string | undefined): Record<string, string> | null {
  const metadata: Record<string, string> = {};
  if (!header?.trim()) return metadata;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[\x21-\x7e]+$/.test(key)) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}

/** The creation's `Upload-Metadata`, or a 400 saying it is not valid. */
export function creationMetadata(headers: CreationHeaders): Record<string, string> {
  const metadata = parseUploadMetadata(headers.metadata);
  if (!metadata) throw badRequest('Upload-Metadata is not valid (comma-separated "key base64value" pairs).');
  return metadata;
}

/**
 * The file a creation declares: its name (`filename` or `name`, present, at most 255 characters, no unsafe
 * characters) and its length (`Upload-Length` given up front, digits only), each refused with a 400 that says why.
 */
export function declaredFile(
  metadata: Record<string, string>,
  headers: CreationHeaders,
): { originalName: string; size: number } {
  const originalName = (metadata['filename'] ?? metadata['name'] ?? '').trim();
  if (!originalName) throw badRequest(MEDIA_UPLOAD_MESSAGES.nameRequired);
  if (originalName.length > FILENAME_MAX) throw badRequest(fieldTooLong('File name', FILENAME_MAX));
  if (hasUnsafeCharacters(originalName)) throw badRequest(invalidCharactersMessage('File name'));
  if (headers.deferLength !== undefined || !headers.uploadLength || !/^\d{1,15}$/.test(headers.uploadLength))
    throw badRequest(MEDIA_UPLOAD_MESSAGES.lengthRequired);
  return { originalName, size: Number(headers.uploadLength) };
}
