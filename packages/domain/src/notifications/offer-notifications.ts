import { NOTIFICATION_URLS, type TNotice, type TNotificationDraft } from './notification-parts.ts';
import type { TNoticeTable } from './notification-parts.ts';

/** Who hears about an offer's moves (offer.*): the other side of the negotiation. */
export const OFFER_NOTICES: TNoticeTable = {
  'offer.made': ({ djId, djName, when, money, toCustomer }: TNotice): TNotificationDraft[] => {
    return [
      toCustomer(
        'requestResponses',
        'offer_made',
        `New offer from ${djName(djId)}`,
        `${djName(djId)} offers to play ${when}${money ? ` for ${money}` : ''}.`,
      ),
    ];
  },
  'offer.countered': ({
    payload,
    djId,
    djName,
    when,
    money,
    theCustomer,
    toCustomer,
    toDj,
  }: TNotice): TNotificationDraft[] => {
    const awaiting = payload['awaiting'];
    if (awaiting === 'customer')
      return [
        toCustomer(
          'requestResponses',
          'offer_countered',
          `${djName(djId)} sent a counter offer`,
          `New proposal for ${when}${money ? `: ${money}` : ''}.`,
        ),
      ];
    if (awaiting === 'dj' && djId !== null)
      return [
        toDj(
          djId,
          'requestResponses',
          'offer_countered',
          'Counter offer received',
          `${theCustomer} proposes ${money ?? 'a new amount'} for ${when}.`,
        ),
      ];
    return [];
  },
  'offer.declined': ({
    actorRole,
    djId,
    djName,
    when,
    withReason,
    theCustomer,
    toCustomer,
    toDj,
  }: TNotice): TNotificationDraft[] => {
    if (actorRole === 'customer' && djId !== null)
      return [
        toDj(
          djId,
          'requestResponses',
          'offer_declined',
          'Your offer was declined',
          withReason(`${theCustomer} declined your offer for ${when}.`),
        ),
      ];
    if (actorRole === 'dj')
      return [
        toCustomer(
          'requestResponses',
          'offer_declined',
          `${djName(djId)} declined your counter offer`,
          `The offer for ${when} is closed.`,
        ),
      ];
    return [];
  },
  'offer.withdrawn': ({
    payload,
    booking,
    actorRole,
    djId,
    djName,
    when,
    reason,
    toCustomer,
    toDj,
  }: TNotice): TNotificationDraft[] => {
    if (actorRole === 'dj')
      return [
        toCustomer(
          'requestResponses',
          'offer_withdrawn',
          `${djName(djId)} withdrew their offer`,
          `The offer for ${when} is no longer available.`,
        ),
      ];
    // Closed because its DJ was booked for another event at that time: the customer loses the offer.
    if (payload['close_reason'] === 'dj_booked_then')
      return [
        toCustomer(
          'requestResponses',
          'offer_withdrawn',
          `${djName(djId)}'s offer was withdrawn`,
          `${djName(djId)} was booked for another event at that time: the offer for ${when} is no longer available.`,
        ),
      ];
    // Closed by the system: the request was booked with another DJ, cancelled or expired. The DJ who accepted as
    // asked closed its own offer.
    const acceptedAsAsked = booking !== null && booking.djUserId === djId;
    if (djId === null || acceptedAsAsked) return [];
    return [
      toDj(
        djId,
        'requestResponses',
        'offer_closed',
        'Your offer was closed',
        reason ?? `The request for ${when} is no longer open.`,
        NOTIFICATION_URLS.djInbox,
      ),
    ];
  },
};
