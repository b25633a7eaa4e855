/**
 * Place names compared the way people type them: without case, accents or punctuation ("São Paulo", "sao paulo"
 * and "Sao-Paulo" are one place). No zod and no data: any screen may use it.
 */

/** Letters that Unicode decomposition leaves whole, written as people type them without the accent. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  œ: 'oe',
  Œ: 'oe',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

/** The comparable form of a place name: "  Köln " → "koln", "Frankfurt am Main" → "frankfurt am main". */
export function placeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether two names are the same place name (see placeKey); blank names match nothing. */
export function samePlaceName(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = placeKey(a ?? '');
  return key !== '' && key === placeKey(b ?? '');
}

/**
 * Every accented Latin letter (U+00C0–U+024F) with what placeKey makes of it in lower case, so a database can fold
 * names the same way: single letters for SQL translate(), the rest (ß → ss) for replace().
 */
export function latinFolds(): { single: Array<[string, string]>; multiple: Array<[string, string]> } {
  const single: Array<[string, string]> = [];
  const multiple: Array<[string, string]> = [];
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const letter = String.fromCharCode(code);
    const folded = placeKey(letter);
    if (!/^[a-z]+$/.test(folded)) continue;
    (folded.length === 1 ? single : multiple).push([letter, folded]);
  }
  for (const [letter, folded] of Object.entries(FOLDS)) {
    if (folded.length > 1 && !multiple.some(([known]) => known === letter)) multiple.push([letter, folded]);
  }
  return { single, multiple };
}
