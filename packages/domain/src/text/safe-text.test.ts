import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INVALID_CHARACTERS, hasUnsafeCharacters, zText } from './safe-text.ts';

const LONE_HIGH = '\uD83C';
const LONE_LOW = '\uDFB5';

describe('zText', () => {
  it.each([
    ['NUL', 'ab\u0000c'],
    ['a lone high surrogate', `ab${LONE_HIGH}c`],
    ['a lone low surrogate', `${LONE_LOW}abc`],
    ['a reversed pair', `${LONE_LOW}${LONE_HIGH}`],
    ['a bell', 'ab\u0007'],
    ['an escape', '\u001b[31mred'],
    ['DEL', 'ab\u007f'],
    ['a line feed in one-line text', 'Berlin\nHamburg'],
    ['a tab in one-line text', 'Ber\tlin'],
  ])('refuses %s with a clear message', (_name, value) => {
    const result = zText({ label: 'City' }).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`City ${INVALID_CHARACTERS}`);
  });

  it.each(['Berlin', 'Zürich', 'São Paulo', '東京', 'DJ 🎧 night', 'O’Neil', ''])('accepts %s', (value) => {
    expect(zText().safeParse(value)).toEqual({ success: true, data: value });
  });

  it('leaves surrounding whitespace to the field (a pasted trailing line break is trimmed, not refused)', () => {
    expect(zText().trim().parse(' Berlin\n')).toBe('Berlin');
  });

  it('lets multi-line text keep its line breaks and tabs, nothing else', () => {
    expect(zText({ multiline: true }).safeParse('Steps:\r\n1.\tOpen\n2. Click').success).toBe(true);
    expect(zText({ multiline: true }).safeParse('Steps:\u0000').success).toBe(false);
    expect(zText({ multiline: true }).safeParse(`Steps ${LONE_HIGH}`).success).toBe(false);
  });

  it('reports the character problem first, before the field’s own rules', () => {
    const email = zText({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .regex(/^[^@\s]+@[^@\s]+$/, 'Please enter a valid email address');
    expect(email.safeParse('\u0000').error?.issues[0]?.message).toBe(INVALID_CHARACTERS);
    expect(email.safeParse(42).error?.issues[0]?.message).toBe('Email is required');
    expect(email.parse('  dj@example.com ')).toBe('dj@example.com');
  });

  it('accepts exactly the well-formed strings without control characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        // eslint-disable-next-line no-control-regex
        const expected = value.isWellFormed() && !/[\u0000-\u001f\u007f]/.test(value);
        expect(!hasUnsafeCharacters(value)).toBe(expected);
        expect(zText().safeParse(value).success).toBe(!hasUnsafeCharacters(value.trim()));
      }),
    );
  });
});
