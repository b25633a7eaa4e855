import { useState, type FormEvent } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { DJ_GENRE_GROUPS } from '@cuepoint/domain/catalog/genre-list';
import { EXTENDED_CURRENCIES } from '@cuepoint/domain/catalog/currencies';
import {
  DIRECTORY_RADII_KM,
  DIRECTORY_SORT_LABELS,
  DIRECTORY_SORTS,
  type TDirectorySort,
} from '@cuepoint/domain/matchmaking/directory-rules';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { DIRECTORY_PATH, RATING_CHOICES, type DirectoryFilters } from './find-djs-params.ts';

/**
 * The directory's filters: a plain GET form of the page's own parameters (it works before the app has loaded), whose
 * choices apply at once; the typed city and budget apply with "Show DJs". Any change goes back to the first page.
 */
export function FindDjsFilters({
  filters,
  apply,
}: {
  filters: DirectoryFilters;
  apply: (next: DirectoryFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    // The address changed (a link, Back): the form follows it.
    setShown(filters);
    setDraft(filters);
  }
  const change = (patch: Partial<DirectoryFilters>, now = true) => {
    const next = { ...draft, ...patch, page: 1 };
    setDraft(next);
    if (now) apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, page: 1 });
  };

  return (
    <form
      method="get"
      action={DIRECTORY_PATH}
      role="search"
      aria-label="Filter DJs"
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label="Genre"
        name="genre"
        value={draft.genre}
        onChange={(e) => change({ genre: e.target.value })}
      >
        <option value="">Any genre</option>
        {DJ_GENRE_GROUPS.map((group) => (
          <optgroup key={group.name} label={group.name}>
            {group.subgenres.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        label="City"
        name="city"
        value={draft.city}
        autoComplete="address-level2"
        placeholder="Berlin, London…"
        onChange={(e) => change({ city: e.target.value }, false)}
      />
      <SelectField
        label="Within"
        name="radius"
        value={String(draft.radius)}
        disabled={!draft.city}
        onChange={(e) => change({ radius: Number(e.target.value) }, Boolean(filters.city))}
      >
        {DIRECTORY_RADII_KM.map((radius) => (
          <option key={radius} value={radius}>
            {radius} km
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Plays"
        name="mode"
        value={draft.mode}
        onChange={(e) => change({ mode: e.target.value as DirectoryFilters['mode'] })}
      >
        <option value="">In person or streamed</option>
        <option value="in_person">In person</option>
        <option value="remote">Streamed</option>
      </SelectField>
      <TextField
        label="Budget per hour, up to"
        name="budget"
        type="number"
        inputMode="numeric"
        min={1}
        value={draft.budget}
        onChange={(e) => change({ budget: e.target.value }, false)}
      />
      <SelectField
        label="Budget currency"
        name="currency"
        hint="Rates in other currencies are converted to compare."
        value={draft.currency}
        onChange={(e) => change({ currency: e.target.value }, Boolean(filters.budget))}
      >
        {EXTENDED_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Rating"
        name="rating"
        value={draft.rating}
        onChange={(e) => change({ rating: e.target.value })}
      >
        <option value="">Any rating</option>
        {RATING_CHOICES.map((rating) => (
          <option key={rating} value={rating}>
            {rating} stars and up
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort by"
        name="sort"
        value={draft.sort}
        onChange={(e) => change({ sort: e.target.value as TDirectorySort })}
      >
        {DIRECTORY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {DIRECTORY_SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end sm:col-span-2 lg:col-span-4 lg:justify-end">
        <Button type="submit" icon={<SlidersHorizontal className="size-4" aria-hidden />}>
          Show DJs
        </Button>
      </div>
    </form>
  );
}
