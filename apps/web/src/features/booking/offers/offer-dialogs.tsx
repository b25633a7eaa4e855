import { DECLINE_REASON_MAX_LENGTH, type TOffer } from '@cuepoint/domain/booking/booking-api';
import { counterOffer, declineOffer } from './offers-api.ts';
import { useNegotiationMove } from './negotiation-parts.tsx';
import { RateDialog, type RateDialogProps } from './rate-dialog.tsx';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog.tsx';

/** Declining the offer on the table, with an optional reason; both sides' lists reload. */
export function DeclineOfferDialog({
  offer,
  ...dialog
}: Omit<ReasonDialogProps, 'maxLength' | 'onSubmit'> & { offer: TOffer }) {
  const move = useNegotiationMove();
  return (
    <ReasonDialog
      {...dialog}
      maxLength={DECLINE_REASON_MAX_LENGTH}
      onSubmit={move((reason: string | undefined) => declineOffer(offer.id, reason ? { reason } : {}))}
    />
  );
}

/** Countering the offer on the table with another hourly rate; both sides' lists reload. */
export function CounterOfferDialog({
  offer,
  ...dialog
}: Omit<RateDialogProps, 'currency' | 'submitLabel' | 'onSubmit'> & { offer: TOffer }) {
  const move = useNegotiationMove();
  return (
    <RateDialog
      {...dialog}
      currency={offer.currency}
      submitLabel="Send counter offer"
      onSubmit={move((body: Parameters<RateDialogProps['onSubmit']>[0]) => counterOffer(offer.id, body))}
    />
  );
}
