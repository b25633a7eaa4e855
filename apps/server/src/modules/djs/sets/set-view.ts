import type { TDjSet, TDjSetMedia } from '@cuepoint/domain/djs/dj-sets';
import type { TSetTrack } from '@cuepoint/domain/djs/set-tracklist';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import type { DjSetRow } from './sets-store.ts';

type MediaColumns = Pick<DjSetRow, 'mediaKey' | 'mediaMimeType' | 'mediaSizeBytes' | 'mediaOriginalName'>;

/** The set's uploaded file as players fetch it, or null. */
export function mediaOf(row: MediaColumns, files: FileStore): TDjSetMedia | null {
  if (!row.mediaKey) return null;
  return {
    url: files.publicUrl(row.mediaKey),
    mime_type: row.mediaMimeType ?? 'application/octet-stream',
    size_bytes: row.mediaSizeBytes,
    original_name: row.mediaOriginalName ?? '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The parsed tracks as stored (jsonb); anything malformed in an older row is left out, never a 500. */
export function tracksOf(stored: unknown): TSetTrack[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const track = item as Record<string, unknown>;
    const start = typeof track['start'] === 'string' ? track['start'] : null;
    return [{ artist: text(track['artist']), title: text(track['title']), start }];
  });
}

export function toDjSet(row: DjSetRow, files: FileStore): TDjSet {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    set_type: row.setType,
    external_url: row.externalUrl,
    platform: row.platform,
    embed_html: row.embedHtml,
    tracklist: row.tracklist,
    tracks: tracksOf(row.tracklistTracks),
    is_public: row.isPublic,
    media: mediaOf(row, files),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
