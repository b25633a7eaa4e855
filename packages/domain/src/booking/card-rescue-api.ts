import { z } from 'zod';
import { DECLINE_KINDS } from './card-rescue.ts';

/**
 * `authorization_failure` of a booking (GET /bookings, /bookings/{id}) and of a customer's request: the saved card's
 * authorization failed and nothing secures the booking yet. Both sides read it: the customer's "Secure this booking"
 * panel, the DJ's "at risk" notice. Null while the card secures it (or it never failed).
 */
export const ZAuthorizationFailure = z.object({
  /** soft (retried once by the platform), authentication (the bank wants the customer), hard; null: a lost hold. */
  kind: z.enum(DECLINE_KINDS).nullable(),
  /** The gateway's reason, for the customer. */
  reason: z.string().nullable(),
  failed_at: z.string().nullable(),
  /** When the platform tries the saved card once more by itself (a soft decline not tried again yet). */
  retry_at: z.string().nullable(),
  /** When the booking is released if nothing secures it (23 hours before the event). */
  secure_by: z.string(),
});
export type TAuthorizationFailureApi = z.infer<typeof ZAuthorizationFailure>;
