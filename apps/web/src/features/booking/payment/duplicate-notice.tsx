import { Link } from 'react-router';
import { DUPLICATE_REQUEST_MESSAGE } from '@cuepoint/domain/booking/duplicate-requests';
import { Alert } from '../../../ui/feedback.tsx';
import type { TBookingAudience } from '../booking-api.ts';
import { requestHref } from '../lists/request-href.ts';

/**
 * The payment step's question when the customer already asked for this booking (a 409 with existing_request_id): a
 * way to the request already made, and 'Send anyway' beside the modal's Cancel. No card is held meanwhile.
 */
export function DuplicateNotice({
  audience,
  existingId,
}: {
  audience: TBookingAudience;
  existingId: number | null;
}) {
  return (
    <Alert tone="info">
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-mist-100">{DUPLICATE_REQUEST_MESSAGE}.</p>
        <p className="text-mist-200">
          Your earlier request for this time is still open. Send this one too only if you mean a second
          booking.
        </p>
        {existingId !== null ? (
          <Link
            to={requestHref(audience, existingId)}
            className="font-semibold text-cue-300 underline underline-offset-4 hover:text-cue-200"
          >
            See the request you already made
          </Link>
        ) : null}
      </div>
    </Alert>
  );
}
