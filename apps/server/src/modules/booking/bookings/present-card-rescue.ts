import { isRetryable } from '@cuepoint/domain/booking/card-rescue';
import type { TAuthorizationFailureApi } from '@cuepoint/domain/booking/card-rescue-api';
import { authorizationRetryAt, expiresAt } from '@cuepoint/domain/booking/schedule';
import { authorizationFailureOf, hasSavedCard } from '../engine/lifecycle-state.ts';
import type { RequestRow } from '../requests/requests-store.ts';

const LIVE = ['routed_to_dj', 'shared', 'accepted', 'confirmed'];

/**
 * `authorization_failure` of a request whose card failed and that is still open or booked: the kind and reason, when
 * the platform tries the saved card again (once, a soft decline) and when it is released if nothing secures it.
 */
export function presentAuthorizationFailure(request: RequestRow): TAuthorizationFailureApi | null {
  if (request.paymentStatus !== 'failed' || !LIVE.includes(request.status)) return null;
  const failure = authorizationFailureOf(request);
  const retry =
    isRetryable(failure) && hasSavedCard(request) && failure ? authorizationRetryAt(failure.at) : null;
  const secureBy = expiresAt(request.eventAt);
  return {
    kind: failure?.kind ?? null,
    reason: request.paymentError,
    failed_at: failure?.at.toISOString() ?? null,
    retry_at: retry && retry.getTime() < secureBy.getTime() ? retry.toISOString() : null,
    secure_by: secureBy.toISOString(),
  };
}
