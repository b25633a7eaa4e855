/**
 * Whether decoded text is really a binary file (an image, an archive, a database) that only has a text file's name.
 * Text exports hold no NUL once decoded (UTF-16's zero bytes are gone by then), and next to no other control
 * characters or U+FFFD (what a decoder puts in place of bytes it cannot read); binary data is full of both.
 */

/** Enough of the start of a file to tell; an export's first lines are text throughout. */
const SAMPLE_CHARACTERS = 8192;
/** The share of unreadable characters above which text is taken for binary data. */
const MAX_UNREADABLE_SHARE = 0.05;

// Control characters are exactly what this pattern exists to find (tab, line feed and carriage return are text).
// eslint-disable-next-line no-control-regex
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/g;

export function looksBinary(text: string): boolean {
  const sample = text.slice(0, SAMPLE_CHARACTERS);
  if (sample.length === 0) return false;
  if (sample.includes('\u0000')) return true;
  const unreadable = sample.match(UNREADABLE)?.length ?? 0;
  return unreadable / sample.length > MAX_UNREADABLE_SHARE;
}
