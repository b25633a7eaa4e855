import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../../ui/feedback.tsx';
import type { TBookingAudience } from '../booking-api.ts';
import type { PaymentFlow } from './payment-modal.tsx';
import { pendingBookingFor, type ResumedBooking } from './pending-booking.ts';

const PaymentModal = lazy(() => import('./payment-modal.tsx'));

/**
 * Securing a request or a booking with a card again: the saved card confirmed by its holder, or another card. A
 * return from the bank's 3-D Secure page for one of this item's flows reopens the payment step where it was.
 */
export function useCardRescue(flowKeyOf: (id: number, savedCard?: boolean) => string, id: number) {
  const location = useLocation();
  const [resume] = useState<ResumedBooking | null>(() => {
    const pending = pendingBookingFor(location, Date.now());
    const ours = [flowKeyOf(id), flowKeyOf(id, true)];
    return pending?.flowKey && ours.includes(pending.flowKey) ? pending : null;
  });
  const [open, setOpen] = useState(resume !== null);
  const [savedCard, setSavedCard] = useState(resume?.flowKey === flowKeyOf(id, true));
  return {
    resume,
    open,
    savedCard,
    close: () => setOpen(false),
    /** Opens the payment step with the saved card, or for another card. */
    choose(useSaved: boolean) {
      setSavedCard(useSaved);
      setOpen(true);
    },
  };
}

/** The payment step of a card rescue, loaded when it first opens; a refusal shows inside it. */
export function CardRescueModal({
  rescue,
  audience,
  flow,
  focusOnClose,
}: {
  rescue: ReturnType<typeof useCardRescue>;
  audience: TBookingAudience;
  flow: PaymentFlow;
  focusOnClose?: () => HTMLElement | null | undefined;
}) {
  if (!rescue.open) return null;
  return (
    <Suspense fallback={<Spinner label="Opening the secure payment…" />}>
      <PaymentModal
        audience={audience}
        failureMode="inline"
        body={null}
        flow={flow}
        draft={null}
        resume={rescue.resume}
        onClose={rescue.close}
        {...(focusOnClose ? { focusOnClose } : {})}
        onSubmitted={() => {}}
        onAuthorizationFailed={() => {}}
      />
    </Suspense>
  );
}
