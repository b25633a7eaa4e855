import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import fc from 'fast-check';
import { CONTACT_PLACEHOLDERS, maskContactDetails } from './contact-masking.ts';
import { normalizeForMatching } from './contact-normalization.ts';

const mask = (text: string) => maskContactDetails(text).text;
const { email: EMAIL, phone: PHONE } = CONTACT_PLACEHOLDERS;

describe('contact details written to slip past the mask', () => {
  it('hides fullwidth and look-alike characters (NFKC)', () => {
    expectMapping(mask, {
      'ａｎｎａ＠ｇｍａｉｌ．ｃｏｍ': EMAIL,
      'anna﹫gmail.com': EMAIL,
      'Call ０１７０ １２３４５６７ tonight': `Call ${PHONE} tonight`,
      'see www․anna-dj․de': `see ${CONTACT_PLACEHOLDERS.link}`,
    });
  });

  it('hides details with zero-width and other format characters inside', () => {
    expectMapping(mask, {
      'Mail: anna\u200B@\u200Bgmail\u200C.com!': `Mail: ${EMAIL}!`,
      '0\u200B1\u200D7\u20600 123\u00AD4567': PHONE,
      '+49\uFEFF170\u200E1234567 ok': `${PHONE} ok`,
      '0170\uFE0F1234567': PHONE,
    });
  });

  it('reads every script’s digits and every dash', () => {
    for (const phone of [
      '٠١٧٠١٢٣٤٥٦٧',
      '۰۱۷۰ ۱۲۳ ۴۵۶۷',
      '०१७० १२३४५६७',
      '𝟎𝟏𝟕𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕',
      '+49 ١٧٠ 1234567',
      '0170–123–4567',
      '0170—1234567',
    ])
      expect(mask(`Call ${phone} now`), phone).toBe(`Call ${PHONE} now`);
  });

  it('hides addresses with spaces around the @ and the dots', () => {
    expectMapping(mask, {
      'anna @ gmail . com': EMAIL,
      'anna@ gmail.com please': `${EMAIL} please`,
      'anna @gmail.com': EMAIL,
      'anna @ mail . co . uk': EMAIL,
      'write anna@gmail.com. Thanks': `write ${EMAIL}. Thanks`,
    });
  });

  it('hides "at" and "dot" written as words or in brackets', () => {
    for (const address of [
      'name at gmail dot com',
      'name AT gmail DOT com',
      'name (at) gmail (dot) com',
      'name [at] gmail [dot] com',
      'name {at} gmail {dot} de',
      'name at gmail.com',
      'name at gmail . com',
      'name at gmx punkt de',
    ])
      expect(mask(`Mail ${address} today`), address).toBe(`Mail ${EMAIL} today`);
  });

  it('hides phone numbers spelled out in English and German', () => {
    for (const phone of [
      'five five five one two three four',
      'FIVE-FIVE-FIVE ONE TWO THREE FOUR',
      'zero one seven zero one two three four five six seven',
      'oh one seven oh 1234567',
      'fünf null eins sieben null drei zwei eins',
      'null eins sieben null zwo drei vier fünf sechs sieben acht neun',
      'Null Eins Sieben Null 123 Fuenf Sechs',
      '0170 eins zwei drei vier fünf sechs',
    ])
      expect(mask(`Ruf an: ${phone}, danke`), phone).toBe(`Ruf an: ${PHONE}, danke`);
  });
});

describe('ordinary sentences the mask leaves alone', () => {
  it('keeps sentences with "at", "dot" and sentence ends', () => {
    for (const text of [
      'We start at 9. See you there',
      "Let's meet at Tresor. It opens at 11.",
      "I'm at home.See you soon",
      'We play at Berghain. Com on, it will be great',
      'Wir spielen at Panorama Bar. De facto ausverkauft',
      'i play at tresor. it was fun',
      'Look at that dot on the map',
      'Arrive at 8.30, the set starts at 10.15',
      'Email me at your convenience.',
      'The rate is 500 at most. Info follows',
      'Meet @ the bar. See you',
    ])
      expect(maskContactDetails(text), text).toEqual({ text, hidden: [] });
  });

  it('keeps counted things, short spelled-out numbers and dates in any script', () => {
    for (const text of [
      'I have two decks, one mixer and four speakers',
      'one or two sets, three hours each, five to six hundred guests',
      'Ich brauche zwei Stunden, acht Lautsprecher und eine Nebelmaschine',
      'eins, zwei, drei, vier, fünf, sechs, sieben',
      'one two three four five six',
      'Am ٢٠٢٦-١١-٢٤ um 22 Uhr',
      'Grüße aus Köln 👋🏽 bis Freitag — 22:00',
      'Crew: 👩‍🎤 and 👨‍👩‍👧, café, naïve, ﬁne',
    ])
      expect(maskContactDetails(text), text).toEqual({ text, hidden: [] });
  });

  it('cuts only the detail from the text as written', () => {
    expect(mask('Grüße 👋🏽 — ruf an: ٠١٧٠١٢٣٤٥٦٧ — ﬁne?')).toBe(`Grüße 👋🏽 — ruf an: ${PHONE} — ﬁne?`);
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        const once = mask(text);
        expect(mask(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('returns a text without details exactly as written', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        const result = maskContactDetails(text);
        if (result.hidden.length === 0) expect(result.text).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the normalized text', () => {
  it('maps each range back to the characters it came from', () => {
    const original = 'a\u200Bｂ٣ five!';
    const mapped = normalizeForMatching(original);
    expect(mapped.text).toBe('ab3 5!');
    expect(mapped.origin(0, 1)).toEqual([0, 1]);
    expect(mapped.origin(1, 3)).toEqual([2, 4]);
    expect(mapped.origin(4, 5)).toEqual([5, 9]);
    expect(mapped.origin(5, 6)).toEqual([9, 10]);
    expect(original.slice(...mapped.origin(0, 6))).toBe(original);
  });
});
