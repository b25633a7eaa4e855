import { useState } from 'react';
import { CheckCircle2, ClipboardList } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { ButtonLink, Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { bookingRequestsKey, type TBookingAudience } from '../booking-api.ts';
import { BookingRequestForm } from '../request-form/booking-request-form.tsx';
import { useAuth } from '../../accounts/auth-context.tsx';
import { useCustomerCurrency } from './use-customer-currency.ts';
import { REQUEST_LISTS } from '../lists/request-href.ts';

/** The panel's title once the request is made: sent, not confirmed, before any DJ answered. */
const REQUEST_SENT_TITLE = 'Booking request sent';

export type ProfileBookingDialogProps = {
  audience: TBookingAudience;
  userId: number;
  djId: number;
  djName: string;
  onClose(): void;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The DJ page's booking dialog (docs/product/booking-requests.md): the one booking request form the dashboards use,
 * aimed at this DJ (their starting rate, in person only when they play in person), starting from the customer's own
 * city, and after the submit a 'Booking request sent' panel with the server's message and the way to the customer's
 * requests (no DJ has answered yet, so nothing says confirmed, decision record 041); closing starts the form over.
 */
export default function ProfileBookingDialog({
  audience,
  userId,
  djId,
  djName,
  onClose,
}: ProfileBookingDialogProps) {
  const auth = useAuth();
  const own = auth.user?.profile;
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
            <ButtonLink to={REQUEST_LISTS[audience]} icon={<ClipboardList className="size-4" aria-hidden />}>
              See your requests
            </ButtonLink>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <BookingRequestForm
          audience={audience}
          djId={djId}
          currency={currency}
          place={{ city: text(own?.['city']), country: text(own?.['country']) }}
          onSubmitted={(_request, message) => {
            void client.invalidateQueries({ queryKey: bookingRequestsKey(audience, userId) });
            setSent(message);
          }}
        />
      )}
    </Modal>
  );
}
