import { belowMinimumMessage, budgetBelowMinimum } from '@cuepoint/domain/booking/dj-minimum';
import {
  DUPLICATE_REQUEST_MESSAGE,
  duplicateRequestOf,
  type TNewRequest,
} from '@cuepoint/domain/booking/duplicate-requests';
import { BOOKING_API_MESSAGES } from '@cuepoint/domain/booking/request-api';
import { AppError, unprocessable } from '../../../http/app-error.ts';
import type { BookingQueries } from './requests-store.ts';

/**
 * The checks of a new request before any card serves it (issue #28, decision record 042): the DJ it is aimed at
 * exists and its budget reaches the DJ's starting rate, and the customer has not asked for this booking already.
 * The payment step runs them first, the submit again (its duplicate check in the transaction that stores it).
 */

/** The 409 of a booking asked for again: the domain's words and the request already made. */
export function duplicateRequestError(existingRequestId: number): AppError {
  return new AppError('DUPLICATE_REQUEST', DUPLICATE_REQUEST_MESSAGE, {
    body: { existing_request_id: existingRequestId },
  });
}

/**
 * The DJ a request is aimed at must be a DJ, and a budget below the DJ's starting rate is refused naming the rate
 * (422). Answers the DJ's stage name as requests list it (null: no target).
 */
export async function checkTargetDj(
  store: Pick<BookingQueries, 'djName'>,
  djUserId: number | null,
  budget: { minor: number; currency: string },
): Promise<string | null> {
  if (djUserId === null) return null;
  const dj = await store.djName(djUserId);
  if (!dj) throw unprocessable(BOOKING_API_MESSAGES.djNotFound);
  const minimum = { minor: dj.hourlyRateMinMinor, currency: dj.currency };
  if (budgetBelowMinimum(budget, minimum))
    throw unprocessable(belowMinimumMessage(dj.stageName ?? 'This DJ', minimum, budget.currency));
  return dj.stageName;
}

/**
 * Refuses (409) a request the customer already made, unless they asked to send it anyway. In a submit's transaction
 * it runs after `lockCustomerRequests`, so a second submit sent at once sees the first's request.
 */
export async function checkNotDuplicate(
  store: Pick<BookingQueries, 'earlierRequestsDuring'>,
  customerUserId: number,
  next: TNewRequest,
): Promise<void> {
  const earlier = await store.earlierRequestsDuring(customerUserId, {
    start: next.eventAt,
    end: next.eventEndsAt,
  });
  const duplicate = duplicateRequestOf(earlier, next);
  if (duplicate) throw duplicateRequestError(duplicate.id);
}
