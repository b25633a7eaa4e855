import { IMAGE_NOT_VALID } from '@cuepoint/domain/djs/images';

/**
 * The problem with a picked image that the browser can tell before sending it, else null (the server checks the
 * content too): not an image at all, or at least `maxBytes` large.
 */
export function imageFileProblem(file: File, maxBytes: number, tooLarge: string): string | null {
  if (file.type && !file.type.startsWith('image/')) return IMAGE_NOT_VALID;
  if (file.size >= maxBytes) return tooLarge;
  return null;
}
