import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import fc from 'fast-check';
import {
  CONTACT_KINDS,
  CONTACT_PLACEHOLDERS,
  holdsContactDetails,
  maskContactDetails,
  maskProfileText,
} from './contact-masking.ts';

const mask = (text: string) => maskContactDetails(text).text;

describe('contact details in messages', () => {
  it('hides e-mail addresses, also written out with at and dot', () => {
    expect(maskContactDetails('Write to dj.anna+gigs@example.co.uk please')).toEqual({
      text: `Write to ${CONTACT_PLACEHOLDERS.email} please`,
      hidden: ['email'],
    });
    expectMapping(mask, {
      'anna (at) example (dot) com': CONTACT_PLACEHOLDERS.email,
      'anna at example dot com': CONTACT_PLACEHOLDERS.email,
      'anna[at]example[dot]de!': `${CONTACT_PLACEHOLDERS.email}!`,
    });
  });

  it('hides phone numbers in the usual spellings', () => {
    for (const phone of [
      '+49 170 1234567',
      '0170-123 45 67',
      '+1 (415) 555-0199',
      '0044 20 7946 0958',
      '030/12345678',
      '0170.123.4567',
      '+491701234567',
    ])
      expect(mask(`Call me on ${phone} tonight`), phone).toBe(
        `Call me on ${CONTACT_PLACEHOLDERS.phone} tonight`,
      );
  });

  it('keeps dates, times, prices and short numbers', () => {
    for (const text of [
      'The event is on 2026-11-24 from 22:00 to 02:00',
      'See you on 24.11.2026',
      'My rate is 1,250.00 EUR for 4 hours',
      'Set of 90 minutes, 128 BPM, room 12',
      'Between 10 and 12 pm, 2 x 150',
    ])
      expect(maskContactDetails(text), text).toEqual({ text, hidden: [] });
  });

  it('hides links, with or without a scheme', () => {
    expect(mask('My mixes: https://www.mixcloud.com/anna/ and more')).toBe(
      `My mixes: ${CONTACT_PLACEHOLDERS.link} and more`,
    );
    expectMapping(mask, {
      'see www.anna-dj.de': `see ${CONTACT_PLACEHOLDERS.link}`,
      'book via anna-dj.com/booking.': `book via ${CONTACT_PLACEHOLDERS.link}.`,
      'https://wa.me/491701234567': CONTACT_PLACEHOLDERS.link,
    });
  });

  it('hides social handles, named or with an @', () => {
    expectMapping(mask, {
      'my insta: @dj_anna': `my insta: ${CONTACT_PLACEHOLDERS.handle}`,
      'Telegram is anna_beats': `Telegram is ${CONTACT_PLACEHOLDERS.handle}`,
      'find me @anna.beats': `find me ${CONTACT_PLACEHOLDERS.handle}`,
      'I play on Instagram live sometimes': 'I play on Instagram live sometimes',
    });
  });

  it('says what it hid, each kind once', () => {
    expect(maskContactDetails('a@b.com, c@d.org, +49 170 1234567, @anna').hidden).toEqual([
      'email',
      'phone',
      'handle',
    ]);
    expect(holdsContactDetails('Looking forward to it!')).toBe(false);
  });

  const local = fc.stringMatching(/^[a-z][a-z0-9._+-]{0,15}[a-z0-9]$/);
  const domain = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}[a-z0-9]$/);
  const tld = fc.constantFrom('com', 'de', 'org', 'io', 'music');
  const email = fc.tuple(local, domain, tld).map(([l, d, t]) => `${l}@${d}.${t}`);
  const phone = fc
    .tuple(
      fc.constantFrom('+', '00', '0', ''),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 13 }),
      fc.constantFrom(' ', '-', '.', ''),
    )
    .map(([prefix, digits, separator]) => {
      const groups: string[] = [];
      for (let i = 0; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3).join(''));
      return `${prefix}${groups.join(separator)}`;
    });
  const words = fc.array(
    fc.constantFrom('hi', 'the', 'set', 'party', 'tonight', 'house', 'thanks', 'Berlin'),
    {
      maxLength: 6,
    },
  );
  const sentence = fc
    .tuple(words, fc.oneof(email, phone), words)
    .map(([before, detail, after]) => ({ detail, text: [...before, detail, ...after].join(' ') }));

  it('never lets a generated e-mail address or phone number through', () => {
    fc.assert(
      fc.property(sentence, ({ detail, text }) => {
        const result = maskContactDetails(text);
        expect(result.text.includes(detail)).toBe(false);
        expect(result.hidden.length).toBeGreaterThan(0);
      }),
    );
  });

  it('is idempotent and leaves plain words alone', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const once = mask(text);
        expect(mask(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(words, (list) => {
        const text = list.join(' ');
        expect(mask(text)).toBe(text);
      }),
    );
  });
});

describe('public profile text', () => {
  it('hides e-mail addresses and phone numbers but keeps links and handles, digits in a link included', () => {
    expect(
      maskProfileText(
        'Bookings: nova@example.com or +49 170 1234567. Mixes on https://soundcloud.com/nova-2024123456 and @nova_beats',
      ),
    ).toBe(
      `Bookings: ${CONTACT_PLACEHOLDERS.email} or ${CONTACT_PLACEHOLDERS.phone}. Mixes on https://soundcloud.com/nova-2024123456 and @nova_beats`,
    );
    expect(maskProfileText('Resident since 2019, 300+ gigs')).toBe('Resident since 2019, 300+ gigs');
  });

  it('leaves the full rule as it was', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(maskContactDetails(text, CONTACT_KINDS)).toEqual(maskContactDetails(text));
      }),
      { numRuns: 200 },
    );
  });
});
