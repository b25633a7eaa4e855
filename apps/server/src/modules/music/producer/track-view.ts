import type { TProducerTrack, TTrackFile } from '@cuepoint/domain/producers/track-upload';
import { isExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import type { TrackFileRow, TrackRow } from './producer-store.ts';

function fileView(file: TrackFileRow | undefined): TTrackFile | null {
  if (!file) return null;
  return {
    original_name: file.originalName,
    size_bytes: file.sizeBytes,
    price: file.priceMinor,
    entries: file.entries,
  };
}

/** A track as its producer reads it (GET /producer/tracks). */
export function trackView(track: TrackRow, files: TrackFileRow[]): TProducerTrack {
  const of = (kind: string) => files.find((file) => file.kind === kind);
  const main = fileView(of('main_track'));
  if (!main) throw new Error(`track ${track.id} has no main track`);
  return {
    id: track.id,
    title: track.title,
    genre: track.genre,
    bpm: track.bpm,
    currency: isExtendedCurrency(track.currency) ? track.currency : 'USD',
    main_track: main,
    stems_zip: fileView(of('stems_zip')),
    elements_zip: fileView(of('elements_zip')),
    project_file: fileView(of('project_file')),
    rights_confirmed_at: track.rightsConfirmedAt.toISOString(),
    created_at: track.createdAt.toISOString(),
  };
}
