import { parseDuration } from '../tracklists/time.ts';
import { UNKNOWN_ARTIST, UNKNOWN_TRACK } from '../tracklists/messages.ts';
import type { TSetTrack } from '../djs/set-tracklist-readers.ts';

/**
 * A set's tracklist as Mixcloud's upload form takes it (mixcloud.com/developers "Uploads"): one section per track,
 * `sections-N-artist`, `sections-N-song` and `sections-N-start_time` (whole seconds from the start), N from 0 in
 * play order. The tracks come from the converter module (djs/set-tracklist.ts), so every format a set accepts works.
 */

export type TMixcloudSection = { artist: string; song: string; startTime: number | null };

/** Mixcloud's own limits (the developers page): 5 tags, a 1000-character description, a 4 GB MP3. */
export const MIXCLOUD_MAX_TAGS = 5;
export const MIXCLOUD_TAG_MAX = 50;
export const MIXCLOUD_DESCRIPTION_MAX = 1000;
export const MIXCLOUD_NAME_MAX = 200;
export const MIXCLOUD_MP3_MAX_BYTES = 4_294_967_296;

/**
 * Every track becomes a track section; a missing name is written as the converters write it, never left out. Start
 * times are whole seconds, the first track at 0; a track without a readable time (or one earlier than the track
 * before) starts with the track before. A tracklist without any time sends no start times at all.
 */
export function tracksToSections(tracks: readonly TSetTrack[]): TMixcloudSection[] {
  const timed = tracks.some((track) => track.start !== null && parseDuration(track.start) !== null);
  let previous = 0;
  return tracks.map((track, index) => {
    const parsed = track.start === null ? null : parseDuration(track.start);
    const startTime = index === 0 ? 0 : Math.max(parsed ?? previous, previous);
    previous = startTime;
    return {
      artist: track.artist.trim() || UNKNOWN_ARTIST,
      song: track.title.trim() || UNKNOWN_TRACK,
      startTime: timed ? startTime : null,
    };
  });
}

/** The upload's text fields in the order they are sent; the `mp3` file part follows them. */
export function mixcloudUploadFields(upload: {
  name: string;
  sections: readonly TMixcloudSection[];
  tags: readonly string[];
  description?: string | null;
}): Array<[string, string]> {
  const fields: Array<[string, string]> = [['name', upload.name.slice(0, MIXCLOUD_NAME_MAX)]];
  const description = upload.description?.trim();
  if (description) fields.push(['description', description.slice(0, MIXCLOUD_DESCRIPTION_MAX)]);
  upload.tags.slice(0, MIXCLOUD_MAX_TAGS).forEach((tag, index) => fields.push([`tags-${index}-tag`, tag]));
  upload.sections.forEach((section, index) => {
    fields.push([`sections-${index}-artist`, section.artist]);
    fields.push([`sections-${index}-song`, section.song]);
    if (section.startTime !== null) fields.push([`sections-${index}-start_time`, String(section.startTime)]);
  });
  return fields;
}
