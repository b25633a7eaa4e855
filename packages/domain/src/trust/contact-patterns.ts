/**
 * What contact details look like once their text is normalized (contact-normalization.ts): the patterns
 * `maskContactDetails` looks for.
 */

// Top-level domains a bare address ("mysite.com/bookings") is recognised by; scheme or www need none.
const TLDS = [
  'com',
  'net',
  'org',
  'io',
  'co',
  'me',
  'de',
  'uk',
  'fr',
  'es',
  'it',
  'nl',
  'be',
  'ch',
  'at',
  'us',
  'ca',
  'au',
  'info',
  'biz',
  'fm',
  'dj',
  'live',
  'music',
  'app',
  'link',
  'ly',
  'gg',
  'tv',
  'xyz',
  'page',
  'site',
  'online',
  'eu',
];
export const LINK = new RegExp(
  String.raw`\b(?:(?:https?:\/\/|www\.)[^\s<>"']+|(?:[a-z0-9-]+\.)+(?:${TLDS.join('|')})(?:\/[^\s<>"']*)?(?=$|[\s,;:!?)\]}'"]|\.(?:\s|$)))`,
  'giu',
);

// E-mail addresses, also written with spaces around the @ and the dots, or as "name (at) domain [dot] com". The
// local part is taken from the start of a word on, so a failed match is not tried again from each of its letters.
const LOCAL = String.raw`(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+`;
const LABEL = String.raw`[A-Za-z0-9-]+`;
const AT_SIGN = String.raw`@\s*|\s+@\s+|\s*[([{<]\s*at\s*[)\]}>]\s*`;
// A space before the @ but none after reads as a handle ("find me @anna.beats") unless a known domain ends it.
const AT_SPACED_BEFORE = String.raw`\s+@`;
const AT_WORD = String.raw`\s+at\s+`;
const DOT_WORD = String.raw`\s*[([{<]\s*(?:dot|punkt)\s*[)\]}>]\s*|\s+(?:dot|punkt)\s+`;
const DOT_TIGHT = String.raw`\.|${DOT_WORD}`;
const DOT_SPACED = String.raw`\s*\.\s*|${DOT_WORD}`;
// Endings a spaced-out dot may lead to: top-level domains no sentence starts with ("at home. It was" is no address).
const SPACED_TLDS = [
  'com',
  'net',
  'org',
  'de',
  'io',
  'info',
  'eu',
  'uk',
  'ch',
  'fr',
  'es',
  'nl',
  'biz',
  'xyz',
];
const KNOWN_TLDS = TLDS.join('|');

/** An address after `at`, its dots written as `dot`, ending in one of `endings`. */
function address(at: string, dot: string, endings: string): string {
  return String.raw`${LOCAL}(?:${at})${LABEL}(?:(?:${dot})${LABEL})*(?:${dot})(?:${endings})\b`;
}

function emailPattern(...addresses: string[]): RegExp {
  return new RegExp(addresses.join('|'), 'giu');
}

/** With an @ (or a bracketed "at"), any top-level domain after dots as written, a known one after spaced dots. */
export const EMAIL_WITH_SIGN = emailPattern(
  address(AT_SIGN, DOT_TIGHT, '[A-Za-z]{2,24}'),
  address(AT_SIGN, DOT_SPACED, SPACED_TLDS.join('|')),
  address(AT_SPACED_BEFORE, DOT_TIGHT, KNOWN_TLDS),
);

/**
 * With "at" as a word, only a known top-level domain, so an ordinary sentence ("we start at 9. See you", "I'm at
 * home.See you") is no address; a capitalised ending ("at home.It was") reads as a new sentence and is checked by
 * `isWordedEmail`.
 */
export const EMAIL_WITH_WORD = emailPattern(
  address(AT_WORD, DOT_TIGHT, KNOWN_TLDS),
  address(AT_WORD, DOT_SPACED, SPACED_TLDS.join('|')),
);

// A handle after a platform's name ("insta: djname", "my telegram is @djname"), or any @handle on its own.
const PLATFORMS = [
  'instagram',
  'insta',
  'ig',
  'snapchat',
  'snap',
  'telegram',
  'whatsapp',
  'tiktok',
  'twitter',
  'facebook',
  'fb',
  'discord',
  'signal',
  'skype',
  'wechat',
  'threads',
  'soundcloud',
  'mixcloud',
];
export const PLATFORM_HANDLE = new RegExp(
  String.raw`\b(${PLATFORMS.join('|')})(\s*(?:handle|name|account|id|user(?:name)?)?\s*(?:[:=]|-|\bis\b|@)\s*@?)([A-Za-z0-9][A-Za-z0-9._]{1,29})`,
  'giu',
);
export const AT_HANDLE = /(^|[^A-Za-z0-9._%+-])@([A-Za-z0-9_][A-Za-z0-9._]{1,29})/gu;

// Phone numbers: 7 to 15 digits (E.164's most) with the usual separators, optionally a leading + or 00.
export const PHONE = /(?<![\w])(?:\+|00)?\d(?:[\s().\-/]{0,3}\d){6,18}(?![\w])/gu;
// What is not a phone number though made of digits: a date.
export const NOT_A_PHONE = [/^\d{4}-\d{2}-\d{2}$/u, /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u];

/** Whether a match of `EMAIL_WITH_WORD` is an address rather than a sentence running on ("at home.It was great"). */
export function isWordedEmail(match: string): boolean {
  const ending = /[A-Za-z]+$/u.exec(match)?.[0] ?? '';
  return !/^[A-Z][a-z]+$/u.test(ending);
}
