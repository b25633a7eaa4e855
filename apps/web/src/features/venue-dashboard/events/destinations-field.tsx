import { createContext, useContext, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, Search, Trash2 } from 'lucide-react';
import {
  DESTINATION_PRICE_STEP,
  MAX_CO_STREAM_DESTINATIONS,
} from '@cuepoint/domain/venues/venue-event-rules';
import type { TCoStreamStatus } from '@cuepoint/domain/venues/co-streaming';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field.tsx';
import { Badge, Spinner } from '../../../ui/feedback.tsx';
import { useVenueKeys } from '../venue-keys.ts';
import { placeText } from '../venue-format.ts';
import { fetchCoStreamVenues } from './events-api.ts';
import { newDestination, type DestinationDraft } from './event-form-state.ts';

const SEARCH_DEBOUNCE_MS = 300;

const STATUS_TONES: Record<TCoStreamStatus, 'amber' | 'wave' | 'neutral'> = {
  pending: 'amber',
  approved: 'wave',
  declined: 'neutral',
};
const STATUS_LABELS: Record<TCoStreamStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

export function CoStreamStatusBadge({ status }: { status: TCoStreamStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/**
 * The venues receiving the stream (docs/product/venues.md): found by name or city among the other venues, each with its
 * price (19.99 by default, at least 0, in steps of 0.01) and the status of its answer.
 */
/** Where the venue search looks: the server, or the role page demo's sample venues. */
export const CoStreamVenueSearchContext = createContext(fetchCoStreamVenues);

export function DestinationsField({
  destinations,
  currency,
  errors,
  disabled,
  onChange,
}: {
  destinations: DestinationDraft[];
  currency: string;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(next: DestinationDraft[]): void;
}) {
  const searchId = useId();
  const keys = useVenueKeys();
  const searchVenues = useContext(CoStreamVenueSearchContext);
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const venues = useQuery({
    queryKey: keys.coStreamVenues(debounced),
    queryFn: ({ signal }) => searchVenues(debounced, signal),
    staleTime: 60_000,
  });
  const chosen = new Set(destinations.map((destination) => destination.venue_user_id));
  const results = (venues.data ?? []).filter((venue) => !chosen.has(venue.venue_user_id));
  const full = destinations.length >= MAX_CO_STREAM_DESTINATIONS;
  const groupError = errors['destinations'];

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-mist-200">Destination venues</legend>
      {destinations.length ? (
        <ul aria-label="Destination venues" className="flex flex-col gap-2">
          {destinations.map((destination) => {
            const error = errors[`destination.${destination.venue_user_id}`];
            const errorId = `${searchId}-price-${destination.venue_user_id}`;
            return (
              <li
                key={destination.venue_user_id}
                className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-900 p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0">
                    <span className="font-semibold text-mist-100">{destination.name}</span>
                    {placeText(destination.city, destination.country) ? (
                      <span className="text-sm text-mist-400">
                        {' '}
                        · {placeText(destination.city, destination.country)}
                      </span>
                    ) : null}
                  </span>
                  <CoStreamStatusBadge status={destination.status} />
                </div>
                <div className="flex flex-wrap items-end gap-2">
                  <label className="flex flex-col gap-1 text-xs text-mist-300">
                    Price ({currency})
                    <input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={DESTINATION_PRICE_STEP}
                      aria-label={`Price for ${destination.name} (${currency})`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      className={cn(controlClasses, 'w-32 px-3 py-2 text-sm')}
                      value={destination.price}
                      disabled={disabled}
                      onChange={(event) =>
                        onChange(
                          destinations.map((item) =>
                            item.venue_user_id === destination.venue_user_id
                              ? { ...item, price: event.target.value }
                              : item,
                          ),
                        )
                      }
                    />
                  </label>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={disabled}
                    aria-label={`Remove ${destination.name}`}
                    icon={<Trash2 className="size-4" aria-hidden />}
                    onClick={() =>
                      onChange(
                        destinations.filter((item) => item.venue_user_id !== destination.venue_user_id),
                      )
                    }
                  />
                </div>
                {error ? (
                  <p id={errorId} role="alert" className="text-sm text-red-300">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-mist-400">
          No destination venues yet: find the venues to stream to below.
        </p>
      )}
      {groupError ? (
        <p role="alert" className="text-sm text-red-300">
          {groupError}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <label htmlFor={searchId} className="text-xs text-mist-300">
          Find a venue by name or city
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-mist-400"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            className={cn(controlClasses, 'py-2 pl-9 text-sm')}
            value={query}
            disabled={disabled || full}
            placeholder="Venue name or city"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {venues.isPending ? (
          <Spinner label="Finding venues…" className="text-sm" />
        ) : venues.isError ? (
          <p className="text-sm text-red-300">Venues could not be searched. Type again to retry.</p>
        ) : results.length ? (
          <ul aria-label="Venues found" className="flex max-h-48 flex-col gap-1 overflow-y-auto">
            {results.map((venue) => (
              <li key={venue.venue_user_id}>
                <button
                  type="button"
                  disabled={disabled || full}
                  onClick={() => onChange([...destinations, newDestination(venue)])}
                  className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm text-mist-100 hover:bg-ink-700 disabled:opacity-50"
                >
                  <span className="min-w-0 truncate">
                    {venue.name}
                    {placeText(venue.city, venue.country) ? (
                      <span className="text-mist-400"> · {placeText(venue.city, venue.country)}</span>
                    ) : null}
                  </span>
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-cue-300">
                    <Plus className="size-3.5" aria-hidden />
                    Add
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-mist-400">
            {debounced ? 'No other venue matches that search.' : 'No other venues to stream to yet.'}
          </p>
        )}
      </div>
    </fieldset>
  );
}
