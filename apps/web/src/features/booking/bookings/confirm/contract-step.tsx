import {
  CANCELLATION_NOTICE_LABELS,
  PAYMENT_TERMS_LABELS,
  type TBooking,
  type TPaymentTerms,
} from '@cuepoint/domain/booking/booking-api';
import { CONTRACT_LIMITS } from '@cuepoint/domain/booking/contract';
import { TextAreaField } from '../../../../ui/field.tsx';
import { Alert } from '../../../../ui/feedback.tsx';
import { changesDjTerms, type ContractDraft, type ContractErrors } from './contract-draft.ts';
import { EquipmentField } from './equipment-field.tsx';
import { CancellationNoticeSelect, PaymentTermsSelect } from '../../offers/terms-selects.tsx';

const TERMS_HINTS: Record<TPaymentTerms, string> = {
  '50_50':
    'The DJ is paid half when your card is charged (24 hours before the event) and half after the event.',
  upfront: 'The DJ is paid in full when your card is charged, 24 hours before the event.',
  after: 'The DJ is paid in full once the event has ended.',
  '30_70': 'The DJ is paid 30% when your card is charged and 70% after the event.',
};

/**
 * Step 2, the contract (docs/product/offers-and-contracts.md): payment terms, cancellation notice, equipment and
 * further terms.
 */
/** The DJ's terms the contract starts from (absent: a demo without a DJ's offer). */
function DjTermsNote({ booking, draft }: { booking: TBooking; draft: ContractDraft }) {
  const offered = `${PAYMENT_TERMS_LABELS[booking.dj_terms.payment_terms]} and ${CANCELLATION_NOTICE_LABELS[booking.dj_terms.cancellation_notice_hours]} cancellation notice`;
  return (
    <>
      <p className="text-sm text-mist-300">
        {booking.dj_name} offered {offered}. Keep them and the booking is confirmed at once; other payment
        terms or notice go to {booking.dj_name} to agree first.
      </p>
      {changesDjTerms(draft, booking) ? (
        <Alert tone="info">
          You changed {booking.dj_name}’s terms: once you confirm, the booking waits for {booking.dj_name} to
          agree.
        </Alert>
      ) : null}
    </>
  );
}

export function ContractFields({
  booking,
  draft,
  errors,
  onChange,
}: {
  booking?: TBooking;
  draft: ContractDraft;
  errors: ContractErrors;
  onChange(changes: Partial<ContractDraft>): void;
}) {
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <PaymentTermsSelect
          value={draft.payment_terms}
          onPick={(payment_terms) => onChange({ payment_terms })}
          error={errors.payment_terms}
          hint={TERMS_HINTS[draft.payment_terms]}
        />
        <CancellationNoticeSelect
          value={draft.cancellation_notice_hours}
          onPick={(cancellation_notice_hours) => onChange({ cancellation_notice_hours })}
          error={errors.cancellation_notice_hours}
          hint="Cancel before this much time ahead of the event and nothing is charged; later, the agreed amount is."
        />
      </div>
      {booking ? <DjTermsNote booking={booking} draft={draft} /> : null}
      <EquipmentField
        items={draft.equipment_provided}
        onChange={(equipment_provided) => onChange({ equipment_provided })}
        error={errors.equipment_provided}
      />
      <TextAreaField
        label="Special requirements"
        optional
        maxLength={CONTRACT_LIMITS.specialRequirements}
        value={draft.special_requirements}
        onChange={(event) => onChange({ special_requirements: event.target.value })}
        error={errors.special_requirements}
        className="min-h-20"
      />
      <TextAreaField
        label="Additional terms"
        optional
        maxLength={CONTRACT_LIMITS.additionalTerms}
        value={draft.additional_terms}
        onChange={(event) => onChange({ additional_terms: event.target.value })}
        error={errors.additional_terms}
        hint={`${draft.additional_terms.length} / ${CONTRACT_LIMITS.additionalTerms}`}
      />
    </div>
  );
}
