import { useState, type FormEvent, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import {
  OFFER_MESSAGE_MAX_LENGTH,
  ZMakeOfferBody,
  type TCancellationNoticeHours,
  type TMakeOfferBody,
  type TPaymentTerms,
} from '@cuepoint/domain/booking/booking-api';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField, TextField } from '../../../ui/field.tsx';
import { hoursLabel } from '../request-form/duration-options.ts';
import { FeeLines, feesFor } from './fee-lines.tsx';
import { DialogFooter, FormModal } from './dialog-frame.tsx';
import { fieldErrors } from './form-errors.ts';
import { CancellationNoticeSelect, PaymentTermsSelect } from './terms-selects.tsx';
import { useCall } from './use-call.ts';
import { offerMessageIn } from '@cuepoint/domain/booking/offer-money-messages';
import { offerRateProblem } from '@cuepoint/domain/booking/offers';
import { toMinor } from '@cuepoint/domain/money/minor-units';

export type RateDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  /** The request's duration: the total is rate × hours. */
  hours: number;
  currency: string;
  initialRate: number | null;
  submitLabel: string;
  /** Whose view of the money: the DJ sees what they receive, the customer what they pay. */
  audience: 'dj' | 'customer';
  /** What to point out about a rate as it is typed (the total is rate × hours), e.g. that the card must be authorized again. */
  notesFor?: ((rate: number, total: number) => string[]) | undefined;
  /**
   * The DJ's terms the offer carries, prefilled (the DJ's standard terms, or the offer's standing ones for a DJ's
   * counter); absent for the customer, who names a price only.
   */
  initialTerms?: TOfferTermsFields | undefined;
  onSubmit(body: TMakeOfferBody): Promise<unknown>;
};

type TOfferTermsFields = {
  payment_terms: TPaymentTerms;
  cancellation_notice_hours: TCancellationNoticeHours;
};

/**
 * An hourly rate and a message: a DJ's offer, or either side's counter. The fee breakdown follows the rate as it is
 * typed (pricing/fees.ts, the server's rules); the body is checked with the API's own schema before it is sent.
 */
export function RateDialog(props: RateDialogProps) {
  return <FormModal props={props} Form={RateForm} />;
}

function RateForm({
  hours,
  currency,
  initialRate,
  submitLabel,
  audience,
  notesFor,
  initialTerms,
  onSubmit,
  onOpenChange,
}: RateDialogProps) {
  const [rate, setRate] = useState(initialRate ? String(initialRate) : '');
  const [terms, setTerms] = useState(initialTerms);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, failure, setFailure, run } = useCall();
  const parsedRate = Number(rate.replace(',', '.'));
  const fees = rate.trim() ? feesFor(parsedRate, hours) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZMakeOfferBody.safeParse({ hourly_rate: rate.replace(',', '.'), message, ...terms });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([field, text]) => [field, offerMessageIn(text, currency)]),
        ),
      );
      return;
    }
    // The rules the server applies to a rate with the request's currency and duration (the cap said as money).
    const problem = offerRateProblem(toMinor(parsed.data.hourly_rate), hours, currency);
    if (problem) {
      setErrors({ hourly_rate: problem });
      return;
    }
    setErrors({});
    const body = parsed.data;
    if (await run(() => onSubmit(body))) onOpenChange(false);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={`Hourly rate (${currency})`}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        value={rate}
        autoFocus
        onChange={(event) => {
          setRate(event.target.value);
          setErrors(({ hourly_rate: _, ...rest }) => rest);
        }}
        error={errors['hourly_rate']}
        hint={`For ${hoursLabel(hours)}${fees ? `: ${formatMajor(fees.customer_pays, currency)} in total` : ''}`}
      />
      {fees ? (
        <div aria-live="polite" className="flex flex-col gap-2">
          <FeeLines amounts={fees} currency={currency} audience={audience} />
          {(notesFor?.(parsedRate, fees.customer_pays) ?? []).map((note) => (
            <p key={note} className="text-sm text-amber-200">
              {note}
            </p>
          ))}
        </div>
      ) : null}
      {terms ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PaymentTermsSelect
            value={terms.payment_terms}
            onPick={(payment_terms) => setTerms({ ...terms, payment_terms })}
            error={errors['payment_terms']}
          />
          <CancellationNoticeSelect
            value={terms.cancellation_notice_hours}
            onPick={(cancellation_notice_hours) => setTerms({ ...terms, cancellation_notice_hours })}
            error={errors['cancellation_notice_hours']}
          />
        </div>
      ) : null}
      <TextAreaField
        label="Message"
        optional
        maxLength={OFFER_MESSAGE_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={errors['message']}
        className="min-h-20"
      />
      <DialogFooter failure={failure} busy={busy} backLabel="Cancel" onBack={() => onOpenChange(false)}>
        <Button type="submit" busy={busy} icon={<Send className="size-4" aria-hidden />}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
