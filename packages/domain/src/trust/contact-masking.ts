/**
 * Contact details withheld until a booking between two people is confirmed (decision record 034, after GigSalad and
 * Encore): e-mail addresses, phone numbers, links and social handles in a message are replaced for the other party
 * by a placeholder naming what was hidden. The sender always reads their own text. Pure and idempotent: masking a
 * masked text changes nothing.
 */

export const CONTACT_KINDS = ['email', 'phone', 'link', 'handle'] as const;
export type TContactKind = (typeof CONTACT_KINDS)[number];

export const CONTACT_PLACEHOLDERS: Record<TContactKind, string> = {
  email: '[email hidden]',
  phone: '[phone number hidden]',
  link: '[link hidden]',
  handle: '[social handle hidden]',
};

/** What a thread says while details are hidden, and once they are not. */
export const CONTACT_NOTICES = {
  hidden:
    'Contact details (e-mail addresses, phone numbers, links and social handles) stay hidden until a booking between you is confirmed.',
  shown: 'Your booking is confirmed: contact details in this conversation are shown.',
} as const;

export type TMaskResult = { text: string; hidden: TContactKind[] };

// E-mail addresses, also written as "name (at) domain (dot) com" or "name at domain dot com".
const AT = String.raw`(?:@|\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\.|\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
const EMAIL = new RegExp(
  String.raw`[A-Za-z0-9._%+-]+${AT}[A-Za-z0-9-]+(?:${DOT}[A-Za-z0-9-]+)*${DOT}[A-Za-z]{2,24}\b`,
  'giu',
);

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
const LINK = new RegExp(
  String.raw`\b(?:(?:https?:\/\/|www\.)[^\s<>"']+|(?:[a-z0-9-]+\.)+(?:${TLDS.join('|')})(?:\/[^\s<>"']*)?(?=$|[\s,;:!?)\]}'"]|\.(?:\s|$)))`,
  'giu',
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
const PLATFORM_HANDLE = new RegExp(
  String.raw`\b(${PLATFORMS.join('|')})(\s*(?:handle|name|account|id|user(?:name)?)?\s*(?:[:=]|-|\bis\b|@)\s*@?)([A-Za-z0-9][A-Za-z0-9._]{1,29})`,
  'giu',
);
const AT_HANDLE = /(^|[^A-Za-z0-9._%+-])@([A-Za-z0-9_][A-Za-z0-9._]{1,29})/gu;

// Phone numbers: 7 to 15 digits (E.164's most) with the usual separators, optionally a leading + or 00.
const PHONE = /(?<![\w])(?:\+|00)?\d(?:[\s().\-/]{0,3}\d){6,18}(?![\w])/gu;
// What is not a phone number though made of digits: a date.
const NOT_A_PHONE = [/^\d{4}-\d{2}-\d{2}$/u, /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u];

function digitsIn(text: string): number {
  let count = 0;
  for (const character of text) if (character >= '0' && character <= '9') count += 1;
  return count;
}

/**
 * The text with contact details replaced by placeholders, and the kinds it hid (each once, in the order e-mail,
 * phone, link, handle). Order matters: e-mails before links and handles, so "dj@example.com" is one e-mail; links before phone numbers, so
 * a link's digits go with it.
 */
export function maskContactDetails(
  text: string,
  kinds: readonly TContactKind[] = CONTACT_KINDS,
): TMaskResult {
  const hidden = new Set<TContactKind>();
  const masks = new Set(kinds);
  let masked = text;
  if (masks.has('email'))
    masked = masked.replace(EMAIL, () => {
      hidden.add('email');
      return CONTACT_PLACEHOLDERS.email;
    });
  // Links kept as written are set aside (NUL never reaches a stored text) so their digits are no phone number.
  const keptLinks: string[] = [];
  masked = masked.replace(LINK, (match) => {
    if (!masks.has('link')) {
      keptLinks.push(match);
      return `\u0000${keptLinks.length - 1}\u0000`;
    }
    hidden.add('link');
    // A sentence's full stop or a closing bracket after the link stays in the sentence.
    return CONTACT_PLACEHOLDERS.link + (/[.,;:!?)\]]+$/u.exec(match)?.[0] ?? '');
  });
  if (!masks.has('phone')) masked = restoreLinks(masked, keptLinks);
  if (masks.has('phone')) {
    masked = masked.replace(PHONE, (match) => {
      const trimmed = match.trim();
      const digits = digitsIn(trimmed);
      if (digits < 7 || digits > 15 || NOT_A_PHONE.some((pattern) => pattern.test(trimmed))) return match;
      hidden.add('phone');
      return CONTACT_PLACEHOLDERS.phone;
    });
    masked = restoreLinks(masked, keptLinks);
  }
  if (!masks.has('handle')) return { text: masked, hidden: CONTACT_KINDS.filter((kind) => hidden.has(kind)) };
  masked = masked.replace(PLATFORM_HANDLE, (_match, platform: string, separator: string) => {
    hidden.add('handle');
    return `${platform}${separator.replace(/@\s*$/u, '').trimEnd()} ${CONTACT_PLACEHOLDERS.handle}`;
  });
  masked = masked.replace(AT_HANDLE, (_match, before: string) => {
    hidden.add('handle');
    return `${before}${CONTACT_PLACEHOLDERS.handle}`;
  });
  return { text: masked, hidden: CONTACT_KINDS.filter((kind) => hidden.has(kind)) };
}

// A kept link's stand-in: NUL never reaches a stored text (zText refuses it), so no text holds one by itself.
// eslint-disable-next-line no-control-regex -- the stand-in is made of NUL on purpose
const KEPT_LINK = /\u0000(\d+)\u0000/gu;

function restoreLinks(text: string, links: readonly string[]): string {
  return links.length === 0
    ? text
    : text.replace(KEPT_LINK, (_match, index: string) => links[Number(index)] ?? '');
}

/**
 * The kinds a public profile's free text (a DJ's bio, a venue's description) hides from every reader but its owner:
 * e-mail addresses and phone numbers. Links and handles stay, as the profile shows its website and social links.
 */
export const PROFILE_MASKED_KINDS = ['email', 'phone'] as const satisfies readonly TContactKind[];

/** A public profile's free text as readers other than its owner read it. */
export function maskProfileText(text: string): string {
  return maskContactDetails(text, PROFILE_MASKED_KINDS).text;
}

/** Whether the text holds a contact detail the other party would not see before a confirmed booking. */
export function holdsContactDetails(text: string): boolean {
  return maskContactDetails(text).hidden.length > 0;
}
