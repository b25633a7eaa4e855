import type { TDjSetMedia } from '@cuepoint/domain/djs/dj-sets';
import type { TSetTrack } from '@cuepoint/domain/djs/set-tracklist';
import type { Db } from '../../../db/client.ts';
import type { FileStore } from '../../../adapters/files/file-store.ts';
import { createDjSetStore } from './sets-store.ts';
import { mediaOf, tracksOf } from './set-view.ts';

export type PublicSetExtras = { media: TDjSetMedia | null; tracks: TSetTrack[] };

/**
 * For the public DJ page (modules/djs/profile): the uploaded media file and the parsed tracks of each public set, by
 * set id. Sets that are not public are never in the answer.
 */
export async function publicSetExtras(
  db: Db,
  files: FileStore,
  setIds: readonly number[],
): Promise<Map<number, PublicSetExtras>> {
  const rows = await createDjSetStore(db).publicByIds(setIds);
  return new Map(
    rows.map((row) => [row.id, { media: mediaOf(row, files), tracks: tracksOf(row.tracklistTracks) }]),
  );
}
