import {
  CANCELLATION_NOTICE_HOURS,
  CANCELLATION_NOTICE_LABELS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  type TCancellationNoticeHours,
  type TPaymentTerms,
} from '@cuepoint/domain/booking/contract';
import { SelectField } from '../../../ui/field.tsx';

type TermsSelectProps<T> = {
  value: T;
  onPick(value: T): void;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
};

/** The payment terms of an offer or a contract, each named as the contract says it. */
export function PaymentTermsSelect({ value, onPick, ...field }: TermsSelectProps<TPaymentTerms>) {
  return (
    <SelectField
      label="Payment terms"
      value={value}
      onChange={(event) => onPick(event.target.value as TPaymentTerms)}
      {...field}
    >
      {PAYMENT_TERMS.map((terms) => (
        <option key={terms} value={terms}>
          {PAYMENT_TERMS_LABELS[terms]}
        </option>
      ))}
    </SelectField>
  );
}

/** The cancellation notice of an offer or a contract, in hours, each named as the contract says it. */
export function CancellationNoticeSelect({
  value,
  onPick,
  ...field
}: TermsSelectProps<TCancellationNoticeHours>) {
  return (
    <SelectField
      label="Cancellation notice"
      value={String(value)}
      onChange={(event) => onPick(Number(event.target.value) as TCancellationNoticeHours)}
      {...field}
    >
      {CANCELLATION_NOTICE_HOURS.map((hours) => (
        <option key={hours} value={hours}>
          {CANCELLATION_NOTICE_LABELS[hours]}
        </option>
      ))}
    </SelectField>
  );
}
