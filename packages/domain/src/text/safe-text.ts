import { z } from 'zod';

/**
 * The one text schema of every request field. Whatever a field's own rules, it refuses what no person types and no
 * store can keep: the NUL byte, the other C0 control characters and DEL (tab, line feed and carriage return are
 * allowed in multi-line text), and lone UTF-16 surrogates (half a character, not valid Unicode).
 */

export const INVALID_CHARACTERS = 'contains characters that are not allowed';

// Control characters and lone surrogates are exactly what these patterns exist to find.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// With the u flag a well-formed pair is one code point above U+FFFF; only an unpaired half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export type TextOptions = {
  /** The message when the value is missing or not a string (zod's `error`). */
  error?: string;
  /** Names the field in the message: "City contains characters that are not allowed". */
  label?: string;
  /** Allows tab, line feed and carriage return. */
  multiline?: boolean;
};

/** Whether the text holds a character no field accepts (see above). */
export function hasUnsafeCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) || LONE_SURROGATE.test(value);
}

export function invalidCharactersMessage(label?: string): string {
  return label ? `${label} ${INVALID_CHARACTERS}` : INVALID_CHARACTERS;
}

/**
 * `z.string()` for request fields: the character check runs first, so its message is the one reported, and the
 * result is still a string schema (`.trim()`, `.min()`, `.max()`, `.regex()` chain on it).
 */
export function zText(options: TextOptions = {}) {
  const { error, label, multiline = false } = options;
  return (
    z
      .string(error === undefined ? undefined : { error })
      // Surrounding whitespace (a pasted trailing line break) is left to the field's own .trim().
      .refine((value) => !hasUnsafeCharacters(value.trim(), multiline), {
        message: invalidCharactersMessage(label),
        abort: true,
      })
  );
}
