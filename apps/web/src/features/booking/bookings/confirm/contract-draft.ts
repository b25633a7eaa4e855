import {
  BOOKING_MESSAGES,
  ZConfirmBookingBody,
  type TBooking,
  type TCancellationNoticeHours,
  type TConfirmBookingBody,
  type TPaymentTerms,
} from '@cuepoint/domain/booking/booking-api';
import { CONTRACT_LIMITS, normalizeEquipment } from '@cuepoint/domain/booking/contract';
import { termsChanged } from '@cuepoint/domain/booking/terms-agreement';

/** The contract as the customer fills it in (step 2) and agrees to it (step 3). */
export type ContractDraft = {
  payment_terms: TPaymentTerms;
  cancellation_notice_hours: TCancellationNoticeHours;
  equipment_provided: string[];
  additional_terms: string;
  special_requirements: string;
  agree: boolean;
};

export type ContractErrors = Partial<Record<keyof ContractDraft | 'form', string>>;

/** The contract starts from the DJ's terms, as the offer carried them (decision record 029). */
export function initialContract(booking: TBooking): ContractDraft {
  return {
    payment_terms: booking.terms?.payment_terms ?? booking.dj_terms.payment_terms,
    cancellation_notice_hours:
      booking.terms?.cancellation_notice_hours ?? booking.dj_terms.cancellation_notice_hours,
    equipment_provided: booking.terms?.equipment_provided ?? [],
    additional_terms: booking.terms?.additional_terms ?? '',
    special_requirements: booking.terms?.special_requirements ?? '',
    agree: false,
  };
}

/** Whether the draft changes the DJ's payment terms or cancellation notice (the booking then waits for the DJ). */
export function changesDjTerms(draft: ContractDraft, booking: TBooking): boolean {
  return termsChanged(
    {
      paymentTerms: booking.dj_terms.payment_terms,
      cancellationNoticeHours: booking.dj_terms.cancellation_notice_hours,
    },
    { paymentTerms: draft.payment_terms, cancellationNoticeHours: draft.cancellation_notice_hours },
  );
}

/** Adding an item to the equipment list: trimmed, refused when empty, already listed (any case), or too many. */
export function addEquipment(
  items: readonly string[],
  raw: string,
): { items: string[]; error: string | null } {
  const item = raw.trim().replace(/\s+/g, ' ');
  if (!item) return { items: [...items], error: 'Type an item to add' };
  if (item.length > CONTRACT_LIMITS.equipmentItemLength)
    return { items: [...items], error: BOOKING_MESSAGES.equipmentItemTooLong };
  const next = normalizeEquipment([...items, item]);
  if (next.length === items.length) return { items: [...items], error: `${item} is already on the list` };
  if (next.length > CONTRACT_LIMITS.equipmentItems)
    return { items: [...items], error: BOOKING_MESSAGES.equipmentTooMany };
  return { items: next, error: null };
}

/** Checks the draft with the API's own schema: the terms (step 2), or everything with the agreement (step 3). */
export function checkContract(
  draft: ContractDraft,
  withAgreement: boolean,
): { body: TConfirmBookingBody | null; errors: ContractErrors } {
  const parsed = ZConfirmBookingBody.safeParse({ ...draft, agree: withAgreement ? draft.agree : true });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: ContractErrors = {};
  for (const issue of parsed.error.issues) {
    const key = (issue.path[0] as keyof ContractDraft | undefined) ?? 'form';
    errors[key] ??= issue.message;
  }
  return { body: null, errors };
}
