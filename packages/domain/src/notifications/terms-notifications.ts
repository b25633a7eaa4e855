import type { TNotificationDraft } from './notification-parts.ts';

/**
 * Who hears about terms the customer changed (decision record 029): the booking's DJ is asked to agree to them; the
 * customer hears the DJ's answer. `booking` is the booking concerned; the words name the event's date (`when`).
 */
export type TTermsNotificationParts = {
  type: 'booking.terms_proposed' | 'booking.terms_agreed' | 'booking.terms_declined';
  booking: { id: number; djUserId: number } | null;
  when: string;
  djName: string;
  theCustomer: string;
  /** The DJ's message when declining. */
  reason: string | null;
  toCustomer: (kind: string, title: string, body: string) => TNotificationDraft;
  toDj: (userId: number, kind: string, title: string, body: string) => TNotificationDraft;
};

export const TERMS_EVENT_TYPES = [
  'booking.terms_proposed',
  'booking.terms_agreed',
  'booking.terms_declined',
] as const;

export function isTermsEvent(type: string): type is TTermsNotificationParts['type'] {
  return (TERMS_EVENT_TYPES as readonly string[]).includes(type);
}

export function termsNotifications(parts: TTermsNotificationParts): TNotificationDraft[] {
  const { type, booking, when, djName, theCustomer, reason } = parts;
  if (type === 'booking.terms_proposed')
    return booking
      ? [
          parts.toDj(
            booking.djUserId,
            'terms_proposed',
            'New terms to agree to',
            `${theCustomer} confirmed the booking for ${when} with other terms than you offered. Agree to them or send them back.`,
          ),
        ]
      : [];
  if (type === 'booking.terms_agreed')
    return [
      parts.toCustomer(
        'terms_agreed',
        `${djName} agreed to your terms`,
        `The booking for ${when} is confirmed.`,
      ),
    ];
  return [
    parts.toCustomer(
      'terms_declined',
      `${djName} sent your terms back`,
      `${djName} did not agree to your terms for ${when}${reason ? `: "${reason}"` : '.'} Confirm the booking again, with the DJ's terms or others.`,
    ),
  ];
}
