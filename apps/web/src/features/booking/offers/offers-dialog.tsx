import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Inbox } from 'lucide-react';
import type { TOffer } from '@cuepoint/domain/booking/booking-api';
import { EmptyState, Spinner } from '../../../ui/feedback.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { CustomerOfferCard } from './customer-offer-card.tsx';
import { isLive } from './offer-terms.ts';
import { fetchOffers, offersKey } from './offers-api.ts';
import { LoadFailedAlert } from '../../../ui/retry-button.tsx';

/** Live offers first (the ones waiting for the customer before the others), then the rest, each newest first. */
export function offerOrder(a: TOffer, b: TOffer): number {
  const rank = (offer: TOffer) => (isLive(offer) ? (offer.awaiting === 'customer' ? 0 : 1) : 2);
  return rank(a) - rank(b) || b.last_updated.localeCompare(a.last_updated);
}

/**
 * View Offers (docs/product/offers-and-contracts.md): every DJ's offer on one request, kept current by live updates.
 * Accepting one leads to the booking's confirmation.
 */
export function OffersDialog({
  requestId,
  hours,
  secured,
  title,
  open,
  onOpenChange,
  isHighlighted,
}: {
  requestId: number;
  hours: number;
  /** What the customer's card secures for the request (held or saved), in major units. */
  secured?: number | undefined;
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  isHighlighted?: (offerId: number) => boolean;
}) {
  const navigate = useNavigate();
  const offers = useQuery({
    queryKey: offersKey(requestId),
    queryFn: () => fetchOffers(requestId),
    enabled: open,
  });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="lg">
      {offers.isPending ? (
        <Spinner label="Loading the offers…" />
      ) : offers.isError ? (
        <LoadFailedAlert query={offers} retryClassName="mt-2">
          The offers could not be loaded: {offers.error.message}
        </LoadFailedAlert>
      ) : offers.data.length === 0 ? (
        <EmptyState title="No offers yet" icon={<Inbox className="size-8" aria-hidden />}>
          DJs' offers show here as soon as they make them.
        </EmptyState>
      ) : (
        <ul aria-label="Offers" className="flex flex-col gap-3">
          {[...offers.data].sort(offerOrder).map((offer) => (
            <li key={offer.id}>
              <CustomerOfferCard
                offer={offer}
                hours={hours}
                secured={secured}
                highlighted={isHighlighted?.(offer.id)}
                onAccepted={(bookingId) => {
                  onOpenChange(false);
                  void navigate(`/bookings/${bookingId}/confirm`);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
