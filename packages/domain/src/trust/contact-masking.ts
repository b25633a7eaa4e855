/**
 * Contact details withheld until a booking between two people is confirmed (decision record 034, after GigSalad and
 * Encore): e-mail addresses, phone numbers, links and social handles in a message are replaced for the other party
 * by a placeholder naming what was hidden. The sender always reads their own text. Pure and idempotent: masking a
 * masked text changes nothing.
 */

import { normalizeForMatching, type TMappedText } from './contact-normalization.ts';
import {
  AT_HANDLE,
  EMAIL_WITH_SIGN,
  EMAIL_WITH_WORD,
  LINK,
  NOT_A_PHONE,
  PHONE,
  PLATFORM_HANDLE,
  isWordedEmail,
} from './contact-patterns.ts';

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

type TSpan = { start: number; end: number; kind: TContactKind };

/**
 * What the passes found so far: `work` is the normalized text with every span already taken blanked out (NUL, which
 * no stored text holds, as zText refuses it), so a later pass neither finds it again nor counts its digits.
 */
type TFinding = { work: string; spans: TSpan[]; hidden: Set<TContactKind> };

/** Takes [start, end) of the normalized text: hidden as `kind`, or only set aside (a link kept as written). */
function take(finding: TFinding, start: number, end: number, kind: TContactKind | null) {
  finding.work = finding.work.slice(0, start) + '\u0000'.repeat(end - start) + finding.work.slice(end);
  if (kind === null) return;
  finding.hidden.add(kind);
  // A span running over earlier ones (a link around an e-mail address) hides them as one.
  const inside = finding.spans.filter((span) => span.start < end && span.end > start);
  const merged = inside.reduce(
    (span, other) => ({
      ...span,
      start: Math.min(span.start, other.start),
      end: Math.max(span.end, other.end),
    }),
    { start, end, kind },
  );
  finding.spans = finding.spans.filter((span) => !inside.includes(span)).concat(merged);
}

function pass(
  finding: TFinding,
  pattern: RegExp,
  pick: (match: RegExpMatchArray) => { start: number; end: number; kind: TContactKind | null } | null,
) {
  const picked = [...finding.work.matchAll(pattern)].flatMap((match) => pick(match) ?? []);
  for (const { start, end, kind } of picked) take(finding, start, end, kind);
}

function whole(match: RegExpMatchArray, kind: TContactKind | null) {
  return { start: match.index ?? 0, end: (match.index ?? 0) + match[0].length, kind };
}

function digitsIn(text: string): number {
  let count = 0;
  for (const character of text) if (character >= '0' && character <= '9') count += 1;
  return count;
}

/** The original text with each span cut out and its placeholder put in. */
function rendered(original: string, mapped: TMappedText, spans: readonly TSpan[]): string {
  let text = '';
  let cursor = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const [from, to] = mapped.origin(span.start, span.end);
    const start = Math.max(cursor, from);
    const end = Math.max(start, to);
    text += original.slice(cursor, start);
    // A handle written straight after its platform's name ("insta@anna") is set apart from it.
    if (span.kind === 'handle' && /[\p{L}\p{N}]$/u.test(text)) text += ' ';
    text += CONTACT_PLACEHOLDERS[span.kind];
    cursor = end;
  }
  return text + original.slice(cursor);
}

/**
 * The text with contact details replaced by placeholders, and the kinds it hid (each once, in the order e-mail,
 * phone, link, handle). Details are looked for in the normalized text (contact-normalization.ts: NFKC, invisible
 * characters dropped, any script's digits and spelled-out digits read as digits) and cut from the text as written.
 * Order matters: e-mails before links and handles, so "dj@example.com" is one e-mail; links before phone numbers, so a
 * link's digits go with it.
 */
export function maskContactDetails(
  text: string,
  kinds: readonly TContactKind[] = CONTACT_KINDS,
): TMaskResult {
  const masks = new Set(kinds);
  const mapped = normalizeForMatching(text);
  const finding: TFinding = { work: mapped.text, spans: [], hidden: new Set() };
  if (masks.has('email')) {
    pass(finding, EMAIL_WITH_SIGN, (match) => whole(match, 'email'));
    pass(finding, EMAIL_WITH_WORD, (match) => (isWordedEmail(match[0]) ? whole(match, 'email') : null));
  }
  pass(finding, LINK, (match) => {
    if (!masks.has('link')) return whole(match, null);
    // A sentence's full stop or a closing bracket after the link stays in the sentence.
    const trailing = /[.,;:!?)\]]+$/u.exec(match[0])?.[0].length ?? 0;
    const start = match.index ?? 0;
    return { start, end: start + match[0].length - trailing, kind: 'link' };
  });
  if (masks.has('phone'))
    pass(finding, PHONE, (match) => {
      const digits = digitsIn(match[0]);
      if (digits < 7 || digits > 15 || NOT_A_PHONE.some((pattern) => pattern.test(match[0]))) return null;
      return whole(match, 'phone');
    });
  if (masks.has('handle')) {
    pass(finding, PLATFORM_HANDLE, (match) => {
      const [all, platform = '', separator = ''] = match;
      const start = (match.index ?? 0) + platform.length + separator.replace(/@\s*$/u, '').length;
      return { start, end: (match.index ?? 0) + all.length, kind: 'handle' };
    });
    pass(finding, AT_HANDLE, (match) => {
      const start = (match.index ?? 0) + (match[1] ?? '').length;
      return { start, end: (match.index ?? 0) + match[0].length, kind: 'handle' };
    });
  }
  return {
    text: finding.spans.length === 0 ? text : rendered(text, mapped, finding.spans),
    hidden: CONTACT_KINDS.filter((kind) => finding.hidden.has(kind)),
  };
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
