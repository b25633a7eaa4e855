import { useState, type FormEvent } from 'react';
import { Plane } from 'lucide-react';
import {
  CITY_MAX,
  TECHNICAL_NEEDS_MAX,
  periodProblem,
  ZAvailabilityPeriodInput,
  type TAvailabilityPeriod,
} from '@cuepoint/domain/djs/availability-periods';
import {
  COUNTRIES,
  TRAVEL_COUNTRIES,
  countryName,
  travelCountryToIso,
} from '@cuepoint/domain/catalog/countries';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { SelectField, TextAreaField, TextField } from '../../../ui/field.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { DJ_DASHBOARD_KEYS, addAvailabilityPeriod, deleteAvailabilityPeriod } from '../dashboard-api.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useAvailabilityPeriods } from '../use-dashboard-queries.ts';
import {
  AddItemButton,
  ListedItemsCard,
  RemovableList,
  useAddItem,
  useRemoveItem,
} from './listed-items-card.tsx';
import { draftFieldBinder } from '../../../lib/draft-field-binding.ts';

type PeriodDraft = {
  fromDate: string;
  toDate: string;
  country: string;
  city: string;
  technicalNeeds: string;
};
const EMPTY_PERIOD: PeriodDraft = { fromDate: '', toDate: '', country: '', city: '', technicalNeeds: '' };

/** The spec's travel countries first (docs/product/djs.md), then every country. */
const TRAVEL_CODES = TRAVEL_COUNTRIES.map(travelCountryToIso);
const OTHER_COUNTRIES = COUNTRIES.filter((country) => !TRAVEL_CODES.includes(country.code));

const periodName = (period: TAvailabilityPeriod) =>
  `${formatCalendarDate(period.from_date)} to ${formatCalendarDate(period.to_date)}`;

/** The body of POST /dj/availability, or the shared schema's first message and the field it is about. */
/**
 * The period's body, or what is wrong with each field: every field's own first problem at once (an empty required
 * field, a country that is none, a "To" before "From" while the country is still missing).
 */
export function periodBody(
  draft: PeriodDraft,
): { body: Record<string, unknown> } | { errors: Partial<Record<keyof PeriodDraft, string>> } {
  const body = { ...draft, availabilityType: 'in_person' };
  const parsed = ZAvailabilityPeriodInput.safeParse(body);
  if (parsed.success) return { body };
  const errors: Partial<Record<keyof PeriodDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'fromDate') as keyof PeriodDraft;
    errors[field] ??= issue.message;
  }
  // The schema checks the dates' order only once every field parses; say it now too.
  if (draft.fromDate && draft.toDate && !errors.fromDate && !errors.toDate) {
    const problem = periodProblem(draft.fromDate, draft.toDate);
    if (problem) errors.toDate = problem;
  }
  return { errors };
}

function PeriodForm() {
  const [draft, setDraft] = useState<PeriodDraft>(EMPTY_PERIOD);
  const [errors, setErrors] = useState<Partial<Record<keyof PeriodDraft, string>>>({});
  const add = useAddItem({
    queryKey: DJ_DASHBOARD_KEYS.availability,
    add: addAvailabilityPeriod,
    onAdded: () => setDraft(EMPTY_PERIOD),
    done: (data: TAvailabilityPeriod) => `Availability period added: ${periodName(data)}`,
    failed: DJ_DASHBOARD_MESSAGES.addPeriodFailed,
  });

  const set = (key: keyof PeriodDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = periodBody(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    add.mutate(result.body);
  }

  const bind = draftFieldBinder(draft, errors, set);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add an availability period"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="From" type="date" {...bind('fromDate')} />
        <TextField label="To" type="date" {...bind('toDate')} min={draft.fromDate || undefined} />
        <SelectField label="Country" {...bind('country')}>
          <option value="">Select a country</option>
          <optgroup label="Popular">
            {TRAVEL_CODES.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </optgroup>
          <optgroup label="All countries">
            {OTHER_COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <TextField label="City" {...bind('city')} maxLength={CITY_MAX} optional />
      </div>
      <TextAreaField
        label="Technical needs"
        {...bind('technicalNeeds')}
        maxLength={TECHNICAL_NEEDS_MAX}
        rows={3}
        className="min-h-20"
        placeholder="Decks, mixer, monitors…"
        optional
      />
      <AddItemButton busy={add.isPending}>Add availability period</AddItemButton>
    </form>
  );
}

function PeriodList({ periods }: { periods: TAvailabilityPeriod[] }) {
  const remove = useRemoveItem({
    queryKey: DJ_DASHBOARD_KEYS.availability,
    remove: deleteAvailabilityPeriod,
    done: (period: TAvailabilityPeriod) => `Availability period removed: ${periodName(period)}`,
    failed: DJ_DASHBOARD_MESSAGES.deletePeriodFailed,
  });
  if (!periods.length) {
    return (
      <EmptyState title="No travel dates yet">
        Tell venues when you are on the road, so they can book you in person there.
      </EmptyState>
    );
  }
  const ordered = [...periods].sort((a, b) => a.from_date.localeCompare(b.from_date));
  return (
    <RemovableList
      label="Your availability periods"
      items={ordered}
      itemClassName="flex items-start gap-4 py-3"
      remove={remove}
      deleteLabel={(period) => `Delete availability period ${periodName(period)}`}
    >
      {(period) => (
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <span className="whitespace-nowrap">{formatCalendarDate(period.from_date)}</span> to{' '}
            <span className="whitespace-nowrap">{formatCalendarDate(period.to_date)}</span>
          </p>
          <p className="text-sm text-mist-300">
            {[period.city, countryName(period.country) ?? period.country].filter(Boolean).join(', ')}
          </p>
          {period.technical_needs ? (
            <p className="mt-1 whitespace-pre-line text-sm text-mist-400">{period.technical_needs}</p>
          ) : null}
        </div>
      )}
    </RemovableList>
  );
}

/** Travel availability (docs/product/djs.md): the periods the DJ can play in person elsewhere. */
export function TravelAvailabilityCard() {
  return (
    <ListedItemsCard
      title="Travel availability"
      icon={<Plane className="size-5" aria-hidden />}
      testId="travel-availability-card"
      query={useAvailabilityPeriods()}
      failedText="Your availability periods"
      list={(periods) => <PeriodList periods={periods} />}
      form={<PeriodForm />}
    />
  );
}
