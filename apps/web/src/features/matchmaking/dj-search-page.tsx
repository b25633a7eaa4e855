import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { DJ_GENRES } from '@cuepoint/domain/catalog/genre-list';
import { EXTENDED_CURRENCIES, isExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { MATCHMAKING_MESSAGES, SEARCH_MAX_QUERY } from '@cuepoint/domain/matchmaking/api';
import { errorReason } from '../../lib/error-reason.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, Spinner } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { useAuth } from '../accounts/auth-context.tsx';
import { bookingHref } from './booking-href.ts';
import type { SearchParams } from './matchmaking-api.ts';
import { SearchResultCard } from './search-result-card.tsx';
import { useDjSearch } from './use-matchmaking-queries.ts';
import { useViewerCurrency } from './viewer-currency.ts';
import { LoadFailedAlert } from '../../ui/retry-button.tsx';

const FIELDS = ['q', 'genre', 'rate_min', 'rate_max', 'currency', 'mode', 'date'] as const;

/** The filters in the address; a rate's currency not named there is the viewer's (`ownCurrency`). */
function fromUrl(search: URLSearchParams, ownCurrency: string): SearchParams {
  const mode = search.get('mode');
  return {
    q: search.get('q') ?? '',
    genre: search.get('genre') ?? '',
    rateMin: search.get('rate_min') ?? '',
    rateMax: search.get('rate_max') ?? '',
    currency: isExtendedCurrency(search.get('currency') ?? '') ? search.get('currency')! : ownCurrency,
    mode: mode === 'remote' || mode === 'in_person' ? mode : '',
    date: search.get('date') ?? '',
  };
}

/**
 * /search: any DJ by name (typos forgiven), genre or city, with filters for genre, rate range, remote or in person
 * and a date; results lead to the DJ's page and to the booking form. The filters live in the address, so a search
 * can be shared and the Back button returns to it.
 */
export function DjSearchPage() {
  usePageTitle(
    'Find a DJ',
    'Search DJs by name, genre or city, and filter by rate, remote or in person, and date.',
  );
  const [search, setSearch] = useSearchParams();
  const auth = useAuth();
  const userType = auth.status === 'authenticated' ? (auth.user?.user_type ?? null) : null;
  // A signed-in viewer compares rates in their account's currency (its country's), a visitor in the default one.
  const ownCurrency = useViewerCurrency();
  const applied = fromUrl(search, ownCurrency);
  const [draft, setDraft] = useState(applied);
  // The session is known after the first render: a currency the address does not name follows it.
  const namedCurrency = search.get('currency');
  useEffect(() => {
    if (!namedCurrency) setDraft((current) => ({ ...current, currency: ownCurrency }));
  }, [ownCurrency, namedCurrency]);
  const typed = useDebouncedValue(draft.q, 300);

  // Typing searches after a pause; the other filters apply at once.
  useEffect(() => {
    if (typed !== applied.q) apply({ ...draft, q: typed });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  function apply(next: SearchParams) {
    const values: Record<(typeof FIELDS)[number], string> = {
      q: next.q.trim(),
      genre: next.genre,
      rate_min: next.rateMin,
      rate_max: next.rateMax,
      // The currency matters only with a rate to compare.
      currency: next.rateMin || next.rateMax ? next.currency : '',
      mode: next.mode,
      date: next.date,
    };
    const params = new URLSearchParams();
    for (const field of FIELDS) if (values[field]) params.set(field, values[field]);
    setSearch(params, { replace: true });
  }
  const change = (patch: Partial<SearchParams>, now = true) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (now) apply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const results = useDjSearch(applied);
  // With nothing searched or filtered, every DJ is listed: no reason why each is there.
  const searched = FIELDS.some((field) => search.has(field));
  const list = results.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold sm:text-4xl">Find a DJ</h1>
      <p className="mt-2 text-mist-300">By name, genre or city — a typo is fine.</p>
      <form
        role="search"
        aria-label="DJs"
        onSubmit={submit}
        className="mt-6 grid gap-4 rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:grid-cols-2 lg:grid-cols-6"
      >
        <TextField
          label="Search"
          type="search"
          value={draft.q}
          maxLength={SEARCH_MAX_QUERY}
          placeholder="Carl Cox, techno berlin…"
          onChange={(event) => change({ q: event.target.value }, false)}
          wrapperClassName="sm:col-span-2"
        />
        <SelectField
          label="Genre"
          value={draft.genre}
          onChange={(event) => change({ genre: event.target.value })}
          wrapperClassName="lg:col-span-2"
        >
          <option value="">All genres</option>
          {DJ_GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {genre}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Plays"
          value={draft.mode}
          onChange={(event) => change({ mode: event.target.value as SearchParams['mode'] })}
          wrapperClassName="lg:col-span-2"
        >
          <option value="">Remote or in person</option>
          <option value="remote">Remote</option>
          <option value="in_person">In person</option>
        </SelectField>
        <TextField
          label="Rate from (per hour)"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.rateMin}
          onChange={(event) => change({ rateMin: event.target.value }, false)}
          onBlur={() => apply(draft)}
        />
        <TextField
          label="Rate up to (per hour)"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.rateMax}
          onChange={(event) => change({ rateMax: event.target.value }, false)}
          onBlur={() => apply(draft)}
        />
        <SelectField
          label="Rate currency"
          hint="Rates in other currencies are converted to compare."
          value={draft.currency}
          onChange={(event) =>
            change({ currency: event.target.value }, Boolean(draft.rateMin || draft.rateMax))
          }
        >
          {EXTENDED_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Free on"
          type="date"
          value={draft.date}
          onChange={(event) => change({ date: event.target.value })}
          wrapperClassName="lg:col-span-2"
        />
        <div className="flex items-end sm:col-span-2 lg:col-span-1 lg:justify-end">
          <Button type="submit" icon={<Search className="size-4" aria-hidden />}>
            Search
          </Button>
        </div>
      </form>

      <section aria-label="Results" className="mt-8">
        {results.isError && !results.data ? (
          <LoadFailedAlert query={results}>
            Could not search DJs: {errorReason(results.error)}
          </LoadFailedAlert>
        ) : results.isPending ? (
          <Spinner label="Searching DJs…" className="py-6" />
        ) : list.length === 0 ? (
          <EmptyState title={MATCHMAKING_MESSAGES.empty} />
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-mist-300">
              {list.length} {list.length === 1 ? 'DJ' : 'DJs'}
              {results.hasNextPage ? ' so far' : ''}
            </p>
            <ul aria-label="DJs found" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((dj) => (
                <SearchResultCard
                  key={dj.id}
                  dj={dj}
                  bookHref={bookingHref(userType, dj)}
                  searched={searched}
                />
              ))}
            </ul>
            {results.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="outline"
                  busy={results.isFetchingNextPage}
                  onClick={() => void results.fetchNextPage()}
                >
                  Load more
                </Button>
              </div>
            ) : null}
            {results.isFetchNextPageError ? (
              <p role="alert" className="mt-3 text-center text-sm text-red-300">
                Could not load more DJs: {errorReason(results.error)}
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
