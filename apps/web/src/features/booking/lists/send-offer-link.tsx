import { Send } from 'lucide-react';
import { ButtonLink } from '../../../ui/button.tsx';

/** The venue's booking form aimed at one DJ, with the DJ's rate as the hourly budget when it is known. */
export function sendOfferPath(djId: number, rate?: number | null): string {
  const params = new URLSearchParams({ dj_id: String(djId) });
  if (rate && rate > 0) params.set('rate', String(rate));
  return `/venue-dashboard/book-dj?${params.toString()}`;
}

/** Send offer (issue #12): a request targeted at this DJ, secured like any request. */
export function SendOfferLink({
  djId,
  djName,
  rate,
}: {
  djId: number;
  djName: string;
  rate?: number | null;
}) {
  return (
    <ButtonLink
      to={sendOfferPath(djId, rate)}
      size="sm"
      variant="outline"
      aria-label={`Send offer to ${djName}`}
      icon={<Send className="size-4" aria-hidden />}
    >
      Send offer
    </ButtonLink>
  );
}
