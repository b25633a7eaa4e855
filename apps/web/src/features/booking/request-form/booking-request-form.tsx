import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import {
  BOOKING_GENRE_SUGGESTIONS,
  DURATION_OPTIONS,
  HOURLY_BUDGET,
  MAX_PREFERRED_GENRES,
} from '@cuepoint/domain/booking/constants';
import {
  BOOKING_FORM_MESSAGES as M,
  PERFORMANCE_TYPE_LABELS,
  PERFORMANCE_TYPES,
  descriptionHint,
} from '@cuepoint/domain/booking/request-rules';
import { COUNTRIES } from '@cuepoint/domain/catalog/country-list';
import { minimumBudgetIn } from '@cuepoint/domain/booking/dj-minimum';
import { PROFILE_BOOKING_MESSAGES } from '@cuepoint/domain/booking/profile-request-form';
import { useBrowserTimeZone, useHydrated } from '../../../lib/use-client-values.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { Alert, Spinner } from '../../../ui/feedback.tsx';
import { GenrePicker } from '../../../ui/genre-picker.tsx';
import type { TBookingAudience, TBookingRequestListed } from '../booking-api.ts';
import { usePaymentStep } from '../payment/use-payment-step.tsx';
import { BudgetField } from './budget-field.tsx';
import { hoursLabel } from './duration-options.ts';
import {
  budgetWarning,
  initialDraft,
  minimumDate,
  requestBody,
  validateDraft,
  type DraftErrors,
  type RequestDraft,
  type TargetMinimum,
} from './request-draft.ts';
import { SimilarDjsField } from './similar-djs-field.tsx';
import { useBookingGenres } from './use-booking-genres.ts';
import { TargetedDj } from './targeted-dj.tsx';
import { useDjPublicPage, type TProfilePage } from '../../dj-profile/dj-profile-api.ts';
import { draftFieldBinder } from '../../../lib/draft-field-binding.ts';

export type BookingRequestFormProps = {
  audience: TBookingAudience;
  /** The DJ the request is aimed at (?dj_id=), or null for matching DJs. */
  djId: number | null;
  /** The customer's currency: the budget is shown and secured in it (null: the server's choice, shown in USD). */
  currency: string | null;
  onSubmitted(request: TBookingRequestListed, message: string): void;
  /** Drops the targeted DJ (the address's dj_id). */
  onClearDj?: () => void;
  /** The hourly budget to start from (an offer's rate), else the targeted DJ's starting rate, else the default. */
  initialHourlyBudget?: number | null;
  /** Where the customer is (the venue, the enthusiast's home): the city and country the form starts with. */
  place?: { city: string | null; country: string | null } | undefined;
};

/** A rate as the budget slider can hold it: a step of 10 at or above it, within 20 to 500. */
export function budgetFromRate(rate: number): number {
  const stepped = Math.ceil(rate / HOURLY_BUDGET.step) * HOURLY_BUDGET.step;
  return Math.min(HOURLY_BUDGET.max, Math.max(HOURLY_BUDGET.min, stepped));
}

/** The targeted DJ's name and starting rate, as the budget rule reads them. */
function targetOf(dj: TProfilePage | null): TargetMinimum | null {
  if (!dj || !(dj.hourly_rate_min > 0) || !dj.currency) return null;
  return {
    djName: dj.stage_name,
    rate: { minor: Math.round(dj.hourly_rate_min * 100), currency: dj.currency },
  };
}

/**
 * The one booking request form (docs/product/booking-requests.md): the venue's Book a DJ page, the enthusiast's
 * overview and the dialog on a DJ's page. A request aimed at a DJ starts from the DJ's starting rate, warns while the
 * budget is below it (the server refuses it then) and offers on-site only when the DJ plays in person. It is drawn once
 * the browser knows its clock and zone (the default date is theirs), then secures the card in the payment modal and
 * submits.
 */
export function BookingRequestForm(props: BookingRequestFormProps) {
  const hydrated = useHydrated();
  const dj = useDjPublicPage(props.djId ? { id: props.djId } : undefined);
  if (!hydrated || (props.djId && dj.isPending)) return <Spinner label="Loading the booking form…" />;
  return <RequestForm {...props} dj={dj.data ?? null} />;
}

function RequestForm({
  audience,
  djId,
  currency,
  onSubmitted,
  onClearDj,
  initialHourlyBudget,
  place,
  dj,
}: BookingRequestFormProps & { dj: TProfilePage | null }) {
  const id = useId();
  const timeZone = useBrowserTimeZone();
  const formRef = useRef<HTMLFormElement>(null);
  const payment = usePaymentStep<RequestDraft>({ audience, onSubmitted });
  const genreOptions = useBookingGenres(audience);
  const shownCurrency = currency ?? 'USD';
  const target = targetOf(dj);
  const onsiteAvailable = dj ? dj.accepts_in_person : true;
  // The budget starts from an offer's rate, else the DJ's starting rate in the customer's currency (which may load
  // after the form): until the customer moves it, it follows them.
  const fromDj = target ? minimumBudgetIn(target.rate, shownCurrency) : null;
  const start = initialHourlyBudget && initialHourlyBudget > 0 ? initialHourlyBudget : fromDj && fromDj / 100;
  const startBudget = start ? budgetFromRate(start) : null;
  const budgetChosen = useRef(Boolean(payment.resumedDraft));
  const [draft, setDraft] = useState<RequestDraft>(
    () =>
      payment.resumedDraft ?? {
        ...initialDraft(new Date(), timeZone, audience, place),
        ...(startBudget ? { hourlyBudget: startBudget } : {}),
      },
  );
  useEffect(() => {
    if (!budgetChosen.current && startBudget)
      setDraft((current) => ({ ...current, hourlyBudget: startBudget }));
  }, [startBudget]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [min] = useState(() => minimumDate(new Date(), timeZone));
  const hint = descriptionHint(draft.description);
  const warning = budgetWarning(draft.hourlyBudget, shownCurrency, target);

  const set = <K extends keyof RequestDraft>(key: K, value: RequestDraft[K]) => {
    if (key === 'hourlyBudget') budgetChosen.current = true;
    setDraft((current) => ({ ...current, [key]: value }));
    payment.clearNotice();
    setErrors((current) => {
      const { [key as keyof DraftErrors]: _, form: __, ...rest } = current;
      return rest;
    });
  };
  const bind = draftFieldBinder(draft, errors, (key, value) => set(key, value));

  function submit(event: FormEvent) {
    event.preventDefault();
    payment.clearNotice();
    const found = validateDraft(draft, audience, new Date(), timeZone, { currency: shownCurrency, target });
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    payment.open(requestBody(draft, { djId, currency, timeZone }), draft);
  }

  return (
    <>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-title`}
        className="flex flex-col gap-5"
      >
        <h3 id={`${id}-title`} className="sr-only">
          Booking request
        </h3>
        {djId ? <TargetedDj djId={djId} onClear={onClearDj} /> : null}
        {payment.notice ? (
          <Alert tone="error" ref={payment.noticeRef} tabIndex={-1}>
            {payment.notice}
          </Alert>
        ) : null}
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <TextField
            label="Event date and time"
            type="datetime-local"
            min={min}
            {...bind('date')}
            hint={`Your local time (${timeZone})`}
          />
          <SelectField
            label="Duration"
            value={String(draft.duration)}
            onChange={(event) => set('duration', Number(event.target.value))}
          >
            {DURATION_OPTIONS.map((hours) => (
              <option key={hours} value={hours}>
                {hoursLabel(hours)}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-mist-200">Performance type</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PERFORMANCE_TYPES.map((type) => {
              const disabled = type === 'onsite' && !onsiteAvailable;
              return (
                <label
                  key={type}
                  className={cn(
                    'flex items-center gap-3 rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-sm',
                    disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-ink-500',
                    draft.performanceType === type && 'border-cue-500',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-performance`}
                    value={type}
                    checked={draft.performanceType === type}
                    disabled={disabled}
                    aria-describedby={disabled ? `${id}-onsite` : undefined}
                    onChange={() => set('performanceType', type)}
                    className="size-4 accent-cue-500"
                  />
                  {PERFORMANCE_TYPE_LABELS[type]}
                </label>
              );
            })}
          </div>
          {onsiteAvailable ? null : (
            <p id={`${id}-onsite`} className="mt-2 text-sm text-mist-300">
              {PROFILE_BOOKING_MESSAGES.inPersonUnavailable}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="City"
            optional={draft.performanceType !== 'onsite'}
            autoComplete="address-level2"
            {...bind('city')}
          />
          <SelectField label="Country" optional={draft.performanceType !== 'onsite'} {...bind('country')}>
            <option value="">Choose a country</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label="Event description"
          rows={4}
          {...bind('description')}
          placeholder="The occasion, the crowd, the sound you want…"
          // The submit's message says it once the form was sent; the live count comes back while typing.
          hint={
            errors.description ? undefined : hint ? (
              <span className="text-red-300">{hint}</span>
            ) : (
              'At least 10 characters.'
            )
          }
        />
        <SimilarDjsField
          value={draft.similarDjs}
          onChange={(next) => set('similarDjs', next)}
          error={errors.similarDjs}
        />
        <TextField
          label="Example playlist"
          optional
          type="url"
          inputMode="url"
          placeholder="https://open.spotify.com/playlist/…"
          {...bind('examplePlaylist')}
          hint="A link to a playlist on Spotify, Apple Music or Deezer with the sound you are after."
        />
        <div>
          <p className="mb-2 text-sm font-medium text-mist-200">
            Preferred genres <span className="font-normal text-mist-400">(optional)</span>
          </p>
          <GenrePicker
            value={draft.preferredGenres}
            onChange={(next) => set('preferredGenres', next)}
            label="Add a preferred genre"
            max={MAX_PREFERRED_GENRES}
            maxMessage={M.tooManyGenres}
            suggestionCount={BOOKING_GENRE_SUGGESTIONS}
            options={genreOptions}
          />
        </div>
        <BudgetField
          value={draft.hourlyBudget}
          duration={draft.duration}
          currency={shownCurrency}
          onChange={(next) => set('hourlyBudget', next)}
          warning={warning}
        />
        <div className="flex justify-end">
          <Button type="submit" size="lg" icon={<Send className="size-4" aria-hidden />}>
            Request Booking
          </Button>
        </div>
      </form>
      {payment.modal}
    </>
  );
}
