import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '@cuepoint/domain/trust/messages';

/** The count shows from this share of the limit on: out of the way for short notes, in view before the limit. */
const SHOW_COUNT_FROM = 0.9;

export type TMessageLength = {
  /** Characters as the server counts them: the text without surrounding whitespace. */
  count: number;
  /** "1,950 / 2,000 characters", or null while the text is well under the limit. */
  label: string | null;
  /** What keeps the message from being sent, or null when its length is fine. */
  problem: string | null;
};

const number = new Intl.NumberFormat('en-US');

/**
 * How long a message is against MESSAGE_LIMITS.textMax, counted as the server's rule counts it (trimmed, in UTF-16
 * units like zod's max). The composer never cuts a paste short; it says how far over the limit the text is instead.
 */
export function messageLength(text: string): TMessageLength {
  const count = text.trim().length;
  const max = MESSAGE_LIMITS.textMax;
  const label =
    count >= max * SHOW_COUNT_FROM ? `${number.format(count)} / ${number.format(max)} characters` : null;
  if (count <= max) return { count, label, problem: null };
  const over = count - max;
  return {
    count,
    label,
    problem: `${MESSAGE_MESSAGES.textTooLong}: shorten it by ${number.format(over)} ${over === 1 ? 'character' : 'characters'}.`,
  };
}
