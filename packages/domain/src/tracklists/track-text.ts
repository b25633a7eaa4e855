import { UNKNOWN_ARTIST, UNKNOWN_TRACK } from './messages.ts';
import { formatTimestamp } from './time.ts';

// Control characters and Unicode line/paragraph separators would break the one-line-per-track output.
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\u200b\ufeff]+/gu;
const SPACES = /\s+/g;
const ARTIST_TITLE_SEPARATOR = /\s+[-\u2013\u2014]\s+/;

// Most names are already clean printable ASCII; checking that is far cheaper than the regular expressions.
function isCleanAscii(text: string): boolean {
  const last = text.length - 1;
  if (last >= 0 && (text.charCodeAt(0) === 32 || text.charCodeAt(last) === 32)) return false;
  let previousSpace = false;
  for (let i = 0; i <= last; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code > 126) return false;
    if (code === 32 && previousSpace) return false;
    previousSpace = code === 32;
  }
  return true;
}

/** Collapses whitespace, drops control characters and trims. */
export function cleanText(text: string): string {
  if (isCleanAscii(text)) return text;
  return text.replace(UNPRINTABLE, ' ').replace(SPACES, ' ').trim();
}

/**
 * Splits `Artist - Title` at the first spaced dash (hyphen, en or em dash); a dash without spaces
 * (`Jay-Z`) is part of the name. Returns null when there is no separator.
 */
export function splitArtistTitle(text: string): { artist: string; track: string } | null {
  const match = ARTIST_TITLE_SEPARATOR.exec(text);
  if (!match) return null;
  return {
    artist: text.slice(0, match.index).trim(),
    track: text.slice(match.index + match[0].length).trim(),
  };
}

/** The artist as printed: commas separate artist from title in the output, so they become " - ". */
export function outputArtist(artist: string): string {
  const clean = cleanText(artist);
  if (!clean.includes(',')) return clean || UNKNOWN_ARTIST;
  return cleanText(clean.replace(/\s*,\s*/g, ' - ')) || UNKNOWN_ARTIST;
}

export function outputTrack(track: string): string {
  return cleanText(track) || UNKNOWN_TRACK;
}

/** One output line: `Artist, Track`, a tab, then `mm:ss`. */
export function formatTrackLine(artist: string, track: string, startSeconds: number): string {
  return `${outputArtist(artist)}, ${outputTrack(track)}\t${formatTimestamp(startSeconds)}`;
}

/**
 * The grammar every output line follows: an artist without commas, ", ", a title, a tab, then
 * minutes (two or more digits) and seconds; no leading or trailing spaces around either name.
 */
export const OUTPUT_LINE_PATTERN = /^(?! )[^,\t\n\r]+(?<! ), (?! )[^\t\n\r]+(?<! )\t\d{2,}:[0-5]\d$/;
