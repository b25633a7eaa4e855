import type { TTracklistFormatInfo } from '@cuepoint/domain/tracklists/format-list';

/** Exports are a few hundred kilobytes even for all-night sets; anything far larger is the wrong file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export function extensionList(extensions: readonly string[]): string {
  if (extensions.length <= 1) return extensions.join('');
  return `${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)}`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Said of a file of another type, whether its name gives it away (a .bin) or only its contents do (binary .txt). */
export function notThisTypeMessage(file: Pick<File, 'name'>, format: TTracklistFormatInfo): string {
  const extensions = format.upload?.extensions ?? [];
  return `${file.name} is not a ${extensionList(extensions)} file. Choose the file ${format.name} exported.`;
}

/** Why a chosen or dropped file cannot be converted, or null when it can (its contents are checked once read). */
export function uploadProblem(file: File, format: TTracklistFormatInfo): string | null {
  const extensions = format.upload?.extensions ?? [];
  const name = file.name.toLowerCase();
  if (!extensions.some((extension) => name.endsWith(extension))) return notThisTypeMessage(file, format);
  if (file.size === 0) return `${file.name} is empty. Export the set again and choose the new file.`;
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${file.name} is ${formatFileSize(file.size)}, far larger than a tracklist export. Choose the file ${format.name} exported.`;
  }
  return null;
}
