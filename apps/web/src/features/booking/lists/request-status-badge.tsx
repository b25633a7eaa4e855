import { statusLabel, statusTone } from '@cuepoint/domain/booking/states';
import { StatusPill } from '../status-pill.tsx';

/**
 * docs/product/booking-requests.md: pending yellow, active green, completed blue, anything else red; shown capitalized.
 */
export function RequestStatusBadge({ status }: { status: string }) {
  return (
    <StatusPill status={status} tone={statusTone(status)}>
      {statusLabel(status)}
    </StatusPill>
  );
}
