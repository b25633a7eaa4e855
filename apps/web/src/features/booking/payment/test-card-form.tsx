import { useImperativeHandle, useRef, useState } from 'react';
import { CreditCard } from 'lucide-react';
import {
  CARD_ENTRY_MESSAGES,
  TEST_CARD_HINTS,
  formatCardNumber,
  formatExpiry,
  isPostalCode,
  readExpiry,
} from '@cuepoint/domain/payments/card-entry';
import {
  CARD_ERRORS,
  cardDetailsError,
  cardDigits,
  fullExpiryYear,
} from '@cuepoint/domain/payments/card-details';
import { TextField } from '../../../ui/field.tsx';
import { confirmTestPayment } from '../booking-api.ts';
import type { CardConfirmer, CardFormProps } from './card-confirmer.ts';
import { confirmationFailure, confirmOutcome } from './payment-outcome.ts';

type CardField = 'number' | 'expiry' | 'cvc' | 'postalCode';
type CardErrors = Partial<Record<CardField, string>>;

const FIELD_OF_CODE: Record<string, CardField> = {
  [CARD_ERRORS.incompleteNumber.code]: 'number',
  [CARD_ERRORS.invalidNumber.code]: 'number',
  [CARD_ERRORS.invalidExpiryMonth.code]: 'expiry',
  [CARD_ERRORS.invalidExpiryYear.code]: 'expiry',
  [CARD_ERRORS.expired.code]: 'expiry',
  [CARD_ERRORS.incompleteCvc.code]: 'cvc',
  [CARD_ERRORS.invalidCvc.code]: 'cvc',
};

type Card = { number: string; expiry: string; cvc: string; postalCode: string };

/** Every problem with the typed card, each under its field, in Stripe's words (the test gateway's own checks). */
export function cardErrors(card: Card, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!isPostalCode(card.postalCode)) errors.postalCode = CARD_ENTRY_MESSAGES.postalCodeInvalid;
  const expiry = readExpiry(card.expiry);
  if (!card.number.trim()) errors.number = CARD_ENTRY_MESSAGES.numberRequired;
  if (!expiry) errors.expiry = CARD_ENTRY_MESSAGES.expiryIncomplete;
  // Each field's own problem: the number's checked with a valid expiry and code, and so on.
  const probe = { number: '4242424242424242', exp_month: 12, exp_year: now.getUTCFullYear() + 1, cvc: '123' };
  const numberError = cardDetailsError({ ...probe, number: card.number }, now);
  if (!errors.number && numberError && FIELD_OF_CODE[numberError.code] === 'number')
    errors.number = numberError.message;
  if (expiry) {
    const expiryError = cardDetailsError({ ...probe, exp_month: expiry.month, exp_year: expiry.year }, now);
    if (expiryError) errors.expiry = expiryError.message;
  }
  const digits = cardDigits(card.number) ?? '';
  const cvcError = cardDetailsError(
    { ...probe, number: digits.length ? digits : probe.number, cvc: card.cvc },
    now,
  );
  if (cvcError && FIELD_OF_CODE[cvcError.code] === 'cvc') errors.cvc = cvcError.message;
  return errors;
}

/**
 * The card form of test mode (no Stripe Elements): number in groups of four as it is typed, expiry as MM / YY, the
 * security code and an optional postal code, each checked inline when left and all together on confirm, with
 * Stripe's test cards listed. The card is confirmed through POST /test-payments/confirm, as Stripe.js would.
 */
export function TestCardForm({ confirmerRef, disabled, onCardChange }: CardFormProps) {
  const [card, setCard] = useState<Card>({ number: '', expiry: '', cvc: '', postalCode: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const rootRef = useRef<HTMLFieldSetElement>(null);

  const confirm: CardConfirmer = async (intent, returnUrl) => {
    const current = card;
    const now = new Date();
    const found = cardErrors(current, now);
    setErrors(found);
    setTouched({ number: true, expiry: true, cvc: true, postalCode: true });
    if (Object.keys(found).length) {
      requestAnimationFrame(() =>
        rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return { kind: 'invalid' };
    }
    const expiry = readExpiry(current.expiry)!;
    try {
      const answer = await confirmTestPayment({
        client_secret: intent.client_secret,
        payment_method: {
          number: cardDigits(current.number) ?? current.number,
          exp_month: expiry.month,
          exp_year: fullExpiryYear(expiry.year),
          cvc: current.cvc.trim(),
        },
        return_url: returnUrl,
      });
      return confirmOutcome(answer, intent.kind);
    } catch (error) {
      return { kind: 'failed', message: confirmationFailure(error) };
    }
  };
  useImperativeHandle(confirmerRef, () => confirm);

  const set = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    onCardChange?.();
    if (touched[field])
      setErrors((current) => ({ ...current, [field]: cardErrors(next, new Date())[field] }));
  };
  const leave = (field: CardField) => {
    if (!card[field] && field === 'postalCode') return;
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: cardErrors(card, new Date())[field] }));
  };

  return (
    <fieldset ref={rootRef} className="flex flex-col gap-4" disabled={disabled}>
      <legend className="mb-3 flex items-center gap-2 text-sm font-semibold text-mist-100">
        <CreditCard className="size-4 text-cue-400" aria-hidden />
        Card details
      </legend>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(event) => set('number', formatCardNumber(event.target.value))}
        onBlur={() => leave('number')}
        error={errors.number}
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          onChange={(event) => {
            const deleting = event.target.value.length < card.expiry.length;
            set('expiry', formatExpiry(event.target.value, deleting));
          }}
          onBlur={() => leave('expiry')}
          error={errors.expiry}
        />
        <TextField
          label="Security code (CVC)"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={() => leave('cvc')}
          error={errors.cvc}
        />
        <TextField
          label="Postal code"
          wrapperClassName="col-span-2 sm:col-span-1"
          optional
          autoComplete="postal-code"
          maxLength={10}
          value={card.postalCode}
          onChange={(event) => set('postalCode', event.target.value)}
          onBlur={() => leave('postalCode')}
          error={errors.postalCode}
        />
      </div>
      <div className="rounded-xl border border-wave-400/30 bg-wave-400/10 px-4 py-3 text-xs text-wave-200">
        <p className="font-semibold">
          Test mode: no real card is charged. Use a test card with any future expiry and any CVC:
        </p>
        <ul className="mt-1 space-y-0.5">
          {TEST_CARD_HINTS.map((hint) => (
            <li key={hint.number}>
              <span className="font-mono">{hint.number}</span> {hint.outcome}
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
