import { useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import {
  PROFILE_BOOKING_MESSAGES as PM,
  PROFILE_BOOKING_TYPE_LABELS,
  PROFILE_BOOKING_TYPES,
  PROFILE_DURATION_OPTIONS,
  durationLabel,
} from '@cuepoint/domain/booking/profile-request-form';
import { HOURLY_BUDGET } from '@cuepoint/domain/booking/constants';
import { minBookingDateTime } from '@cuepoint/domain/booking/schedule';
import { COUNTRIES } from '@cuepoint/domain/catalog/country-list';
import { cn } from '../../../lib/cn.ts';
import { useBrowserTimeZone } from '../../../lib/use-client-values.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import type { TBookingAudience, TBookingRequestListed } from '../booking-api.ts';
import { usePaymentStep } from '../payment/use-payment-step.tsx';
import {
  initialProfileDraft,
  profileRequestBody,
  validateProfileDraft,
  type ProfileDraft,
  type ProfileErrors,
} from './profile-draft.ts';
import { useAuth } from '../../accounts/auth-context.tsx';

export type ProfileBookingFormProps = {
  audience: TBookingAudience;
  djId: number;
  djName: string;
  /** Spec 3 §5: in person is offered only when the DJ plays in person. */
  inPersonAvailable: boolean;
  currency: string | null;
  onSubmitted(request: TBookingRequestListed, message: string): void;
};

/**
 * The booking request form on a DJ's page (spec 3 §3, §5): remote or in person (in person disabled when the DJ does
 * not play in person), date and time, 1:00 to 4:00, the place for in person, the rate range and a message. The card
 * is secured in the payment modal, then the request goes to this DJ.
 */
export function ProfileBookingForm({
  audience,
  djId,
  djName,
  inPersonAvailable,
  currency,
  onSubmitted,
}: ProfileBookingFormProps) {
  const id = useId();
  const auth = useAuth();
  const timeZone = useBrowserTimeZone();
  const formRef = useRef<HTMLFormElement>(null);
  const payment = usePaymentStep<ProfileDraft>({ audience, onSubmitted });
  const [draft, setDraft] = useState<ProfileDraft>(
    () => payment.resumedDraft ?? initialProfileDraft(new Date(), timeZone),
  );
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [today] = useState(() => minBookingDateTime(new Date(), timeZone).slice(0, 10));
  const shownCurrency = currency ?? 'USD';
  const inPerson = draft.bookingType === 'in-person';

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    payment.clearNotice();
    setErrors((current) => {
      const { [key as keyof ProfileErrors]: _, form: __, ...rest } = current;
      return rest;
    });
  };

  /** An in-person set is at the customer's own place unless they say otherwise: a place not given yet is filled in. */
  const chooseType = (type: ProfileDraft['bookingType']) => {
    set('bookingType', type);
    const own = auth.user?.profile;
    if (type !== 'in-person' || draft.city.trim() || draft.country) return;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    setDraft((current) => ({
      ...current,
      city: text(own?.['city']),
      country: text(own?.['country']).toUpperCase(),
    }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    payment.clearNotice();
    const found = validateProfileDraft(draft, new Date(), timeZone);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    payment.open(profileRequestBody(draft, { djId, djName, currency: shownCurrency, timeZone }), draft);
  }

  return (
    <>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={`Book ${djName}`}
        className="flex flex-col gap-5"
      >
        {payment.notice ? (
          <Alert tone="error" ref={payment.noticeRef} tabIndex={-1}>
            {payment.notice}
          </Alert>
        ) : null}
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-mist-200">Booking type</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PROFILE_BOOKING_TYPES.map((type) => {
              const disabled = type === 'in-person' && !inPersonAvailable;
              return (
                <label
                  key={type}
                  className={cn(
                    'flex items-center gap-3 rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-sm',
                    disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-ink-500',
                    draft.bookingType === type && 'border-cue-500',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type}
                    checked={draft.bookingType === type}
                    disabled={disabled}
                    aria-describedby={disabled ? `${id}-in-person` : undefined}
                    onChange={() => chooseType(type)}
                    className="size-4 accent-cue-500"
                  />
                  {PROFILE_BOOKING_TYPE_LABELS[type]}
                </label>
              );
            })}
          </div>
          {inPersonAvailable ? null : (
            <p id={`${id}-in-person`} className="mt-2 text-sm text-mist-300">
              {PM.inPersonUnavailable}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Date"
            type="date"
            min={today}
            value={draft.date}
            onChange={(event) => set('date', event.target.value)}
            error={errors.date}
          />
          <TextField
            label="Time"
            type="time"
            value={draft.time}
            onChange={(event) => set('time', event.target.value)}
            error={errors.time}
            hint={`Your local time (${timeZone})`}
          />
          <SelectField
            label="Duration"
            value={String(draft.duration)}
            onChange={(event) => set('duration', Number(event.target.value))}
          >
            {PROFILE_DURATION_OPTIONS.map((hours) => (
              <option key={hours} value={hours}>
                {durationLabel(hours)}
              </option>
            ))}
          </SelectField>
        </div>
        {inPerson ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="City"
              autoComplete="address-level2"
              value={draft.city}
              onChange={(event) => set('city', event.target.value)}
              error={errors.city}
            />
            <SelectField
              label="Country"
              value={draft.country}
              onChange={(event) => set('country', event.target.value)}
              error={errors.country}
            >
              <option value="">Choose a country</option>
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`Minimum rate (${shownCurrency} per hour)`}
            type="number"
            inputMode="numeric"
            min={HOURLY_BUDGET.min}
            max={HOURLY_BUDGET.max}
            step={HOURLY_BUDGET.step}
            value={draft.minRate}
            onChange={(event) => set('minRate', event.target.value)}
            error={errors.minRate}
          />
          <TextField
            label={`Maximum rate (${shownCurrency} per hour)`}
            type="number"
            inputMode="numeric"
            min={HOURLY_BUDGET.min}
            max={HOURLY_BUDGET.max}
            step={HOURLY_BUDGET.step}
            value={draft.maxRate}
            onChange={(event) => set('maxRate', event.target.value)}
            error={errors.maxRate}
            hint="Your card secures the maximum rate for the whole set."
          />
        </div>
        <TextAreaField
          label="Message"
          optional
          rows={3}
          value={draft.message}
          placeholder={`Tell ${djName} about your event`}
          onChange={(event) => set('message', event.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" icon={<Send className="size-4" aria-hidden />}>
            Send Booking Request
          </Button>
        </div>
      </form>
      {payment.modal}
    </>
  );
}
