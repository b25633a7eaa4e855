/** Where the name being typed sits in the comma/newline-separated artist text. */
export type ArtistFragment = { start: number; end: number; text: string };

const SEPARATOR = /[,\n\r]/;

/** The segment around the caret, between the nearest separators. */
export function fragmentAt(text: string, caret: number): ArtistFragment {
  let start = caret;
  while (start > 0 && !SEPARATOR.test(text[start - 1] ?? '')) start -= 1;
  let end = caret;
  while (end < text.length && !SEPARATOR.test(text[end] ?? '')) end += 1;
  return { start, end, text: text.slice(start, end) };
}

/**
 * Puts a chosen suggestion in place of the fragment; when it ends the text, adds ", " so the next name can be
 * typed straight away. Returns the new text and the caret position after the inserted name.
 */
export function replaceFragment(
  text: string,
  fragment: ArtistFragment,
  name: string,
): { text: string; caret: number } {
  const before = text.slice(0, fragment.start);
  const after = text.slice(fragment.end);
  const lead = before && !/[\n\r]$/.test(before) ? ' ' : '';
  const tail = after ? '' : ', ';
  const next = `${before}${lead}${name}${tail}${after}`;
  return { text: next, caret: before.length + lead.length + name.length + tail.length };
}
