/**
 * The form of a text contact details are looked for in (decision record 034): compatibility characters folded (NFKC:
 * fullwidth letters, the small and fullwidth @, one-dot leaders), invisible characters dropped (format characters such
 * as zero-width spaces and joiners, and every other default-ignorable code point), every dash read as a hyphen, every
 * decimal digit of any script read as its ASCII digit, and spelled-out digits in English and German read as digits. Each UTF-16 unit of the
 * result remembers the span of the original it came from, so what is hidden is cut from the text as written.
 */

/** A text rewritten for matching that can say which characters of the original any of its ranges came from. */
export type TMappedText = {
  /** The text to match against. */
  readonly text: string;
  /** The range of the original that [start, end) of `text` came from. */
  readonly origin: (start: number, end: number) => readonly [number, number];
};

// A character with the marks that follow it (so NFKC composes what belongs together), or any other non-ASCII one.
const NON_ASCII_CLUSTER = /[^\p{M}]?\p{M}+|[\u0080-\u{10ffff}]/gu;
const IGNORABLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;
const DECIMAL_DIGITS = /\p{Nd}/gu;
const DASHES = /\p{Pd}/gu;

/** A decimal digit's value: Unicode assigns each script's digits as one run from 0 to 9, so its place in the run. */
function digitValue(digit: string): string {
  const codePoint = digit.codePointAt(0) ?? 0;
  let before = 0;
  while (before < 60 && DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - before - 1))) before += 1;
  return String(before % 10);
}

function foldCluster(cluster: string): string {
  const visible = cluster.replace(IGNORABLE, '');
  if (visible === '') return '';
  return visible
    .normalize('NFKC')
    .replace(IGNORABLE, '')
    .replace(DASHES, '-')
    .replace(DECIMAL_DIGITS, (digit) => (digit >= '0' && digit <= '9' ? digit : digitValue(digit)));
}

/** Digits as people spell them out to slip a phone number past a filter ("five five five …", "fünf null …"). */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  null: '0',
  eins: '1',
  zwei: '2',
  zwo: '2',
  drei: '3',
  vier: '4',
  fünf: '5',
  fuenf: '5',
  funf: '5',
  sechs: '6',
  sieben: '7',
  acht: '8',
  neun: '9',
};
const DIGIT_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${Object.keys(DIGIT_WORDS).join('|')})(?![\p{L}\p{N}])`,
  'giu',
);

/**
 * A replaced stretch of a rewritten text: `length` units from `at` stand for [from, to) of its source. Between two
 * replacements the text is the source's, shifted.
 */
type TReplacement = { at: number; length: number; from: number; to: number };

/** Where unit `index` of a rewritten text came from in its source. */
function sourceOf(replacements: readonly TReplacement[], index: number): [number, number] {
  let low = 0;
  let high = replacements.length - 1;
  let before: TReplacement | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const replacement = replacements[middle]!;
    if (replacement.at <= index) {
      before = replacement;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (before && index < before.at + before.length) return [before.from, before.to];
  const shifted = before ? before.to + (index - before.at - before.length) : index;
  return [shifted, shifted + 1];
}

/** Replaces each match of `pattern` in `source` by `replace(match)`, remembering where each replacement came from. */
function rewrite(source: TMappedText, pattern: RegExp, replace: (match: string) => string): TMappedText {
  const replacements: TReplacement[] = [];
  let text = '';
  let cursor = 0;
  for (const match of source.text.matchAll(pattern)) {
    const replacement = replace(match[0]);
    if (replacement === match[0]) continue;
    text += source.text.slice(cursor, match.index);
    replacements.push({
      at: text.length,
      length: replacement.length,
      from: match.index,
      to: match.index + match[0].length,
    });
    text += replacement;
    cursor = match.index + match[0].length;
  }
  if (replacements.length === 0) return source;
  text += source.text.slice(cursor);
  return {
    text,
    origin: (start, end) => {
      const [from] = sourceOf(replacements, start);
      const [, to] = sourceOf(replacements, Math.max(start, end - 1));
      return source.origin(from, Math.max(from, to));
    },
  };
}

/** The text contact details are looked for in, mapped back to the original. */
export function normalizeForMatching(original: string): TMappedText {
  const verbatim: TMappedText = { text: original, origin: (start, end) => [start, end] };
  const folded = rewrite(verbatim, NON_ASCII_CLUSTER, foldCluster);
  return rewrite(folded, DIGIT_WORD, (word) => DIGIT_WORDS[word.toLowerCase()] ?? word);
}
