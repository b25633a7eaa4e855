import { useState } from 'react';
import { CheckCircle2, ClipboardList } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { ButtonLink, Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/feedback.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { bookingRequestsKey, type TBookingAudience } from '../booking-api.ts';
import { ProfileBookingForm } from './profile-booking-form.tsx';
import { useCustomerCurrency } from './use-customer-currency.ts';

const LISTS: Record<TBookingAudience, string> = {
  venue: '/venue-dashboard?tab=bookings',
  enthusiast: '/enthusiast-dashboard?tab=events',
};

/** The panel's title once the request is made: sent, not confirmed, before any DJ answered. */
const REQUEST_SENT_TITLE = 'Booking request sent';

export type ProfileBookingDialogProps = {
  audience: TBookingAudience;
  userId: number;
  djId: number;
  djName: string;
  inPersonAvailable: boolean;
  onClose(): void;
};

/**
 * The DJ page's booking dialog (spec 3 §4, §5): the form, and after the submit a 'Booking request sent' panel with
 * the server's message and the way to the customer's requests (no DJ has answered yet, so nothing says confirmed,
 * decision record 041); closing starts the form over.
 */
export default function ProfileBookingDialog({
  audience,
  userId,
  djId,
  djName,
  inPersonAvailable,
  onClose,
}: ProfileBookingDialogProps) {
  const hydrated = useHydrated();
  const client = useQueryClient();
  const currency = useCustomerCurrency(audience, userId);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Modal
      open
      size="lg"
      title={sent ? REQUEST_SENT_TITLE : `Book ${djName}`}
      onOpenChange={(open) => !open && onClose()}
    >
      {sent ? (
        <div className="flex flex-col items-start gap-4">
          <p role="status" className="flex gap-3 text-mist-100">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden />
            {sent}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={LISTS[audience]} icon={<ClipboardList className="size-4" aria-hidden />}>
              See your requests
            </ButtonLink>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : hydrated ? (
        <ProfileBookingForm
          audience={audience}
          djId={djId}
          djName={djName}
          inPersonAvailable={inPersonAvailable}
          currency={currency}
          onSubmitted={(_request, message) => {
            void client.invalidateQueries({ queryKey: bookingRequestsKey(audience, userId) });
            setSent(message);
          }}
        />
      ) : (
        <Spinner label="Loading the booking form…" />
      )}
    </Modal>
  );
}
