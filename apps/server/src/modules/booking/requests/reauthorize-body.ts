import { z } from 'zod';
import { BOOKING_API_MESSAGES } from '@cuepoint/domain/booking/request-api';

const intentId = (prefix: 'pi_' | 'seti_') =>
  z
    .string({ error: `${prefix === 'pi_' ? 'payment_intent_id' : 'setup_intent_id'} must be text` })
    .trim()
    .max(255)
    .refine(
      (id) => id.startsWith(prefix),
      `This is not a ${prefix === 'pi_' ? 'payment' : 'setup'} intent id`,
    )
    .optional();

/** POST /bookings/{id}/reauthorize and /booking-requests/{id}/reauthorize: the intent the payment step confirmed. */
export const ZReauthorizeBody = z
  .strictObject({ payment_intent_id: intentId('pi_'), setup_intent_id: intentId('seti_') })
  .refine(
    (body) => (body.payment_intent_id === undefined) !== (body.setup_intent_id === undefined),
    BOOKING_API_MESSAGES.paymentMethodOnly,
  );

/**
 * POST /bookings/{id}/authorization and /booking-requests/{id}/authorization: nothing (a new card in the payment step),
 * or `use_saved_card: true` for a hold on the saved card that failed, which its holder confirms on-session (3-D Secure
 * when the bank asks).
 */
export const ZBookingAuthorizationBody = z
  .strictObject({ use_saved_card: z.boolean({ error: 'use_saved_card must be true or false' }).optional() })
  .nullish();
