import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import {
  DJ_GENRES,
  DJ_GENRE_SUGGESTIONS,
  DUPLICATE_GENRE_MESSAGE,
  MAX_GENRES,
  MAX_GENRES_MESSAGE,
  suggestGenres,
} from '@cuepoint/domain/catalog/genre-list';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { controlClasses } from './field.tsx';
import { cn } from '../lib/cn.ts';

type GenrePickerProps = {
  value: readonly string[];
  onChange(next: string[]): void;
  /** The text field's label. */
  label?: string;
  /** The genres that may be chosen: the catalogue as the server lists it, else the built-in one. */
  options?: readonly string[];
  /** A message about the chosen genres from the form around the picker (e.g. none chosen yet). */
  error?: string | undefined;
  disabled?: boolean;
  /** How many may be chosen, and the refusal of one more (the DJ profile's 4 unless said otherwise). */
  max?: number;
  maxMessage?: string;
  /** How many suggestions the list shows (docs/product/djs.md: 8 on a DJ's profile, 5 on a booking form). */
  suggestionCount?: number;
};

/** Why a genre cannot be added to the chosen ones, or null. */
export function genreRefusal(
  chosen: readonly string[],
  genre: string | undefined,
  max = MAX_GENRES,
  maxMessage = MAX_GENRES_MESSAGE,
): string | null {
  if (chosen.length >= max) return maxMessage;
  if (!genre) return DJ_DASHBOARD_MESSAGES.genreNotInList;
  if (chosen.some((item) => item.toLowerCase() === genre.toLowerCase())) return DUPLICATE_GENRE_MESSAGE;
  return null;
}

/**
 * Genre chips with a suggestion box (docs/product/djs.md): at most 4 (or `max`), no duplicates, 8 suggestions matching
 * what is typed and leaving out the chosen ones. Arrow keys move through the suggestions, Enter adds the highlighted
 * one (else the one typed, else the first); Escape and each add close the list.
 */
export function GenrePicker({
  value,
  onChange,
  label = 'Add a genre',
  options = DJ_GENRES,
  error,
  disabled,
  max = MAX_GENRES,
  maxMessage = MAX_GENRES_MESSAGE,
  suggestionCount = DJ_GENRE_SUGGESTIONS,
}: GenrePickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error ?? null;
  const suggestions = suggestGenres(query, value, suggestionCount, options);
  const listId = `${id}-suggestions`;
  const messageId = `${id}-message`;
  const expanded = open && suggestions.length > 0;

  function add(candidate: string | undefined) {
    const typed = candidate?.trim().toLowerCase();
    const genre = options.find((option) => option.toLowerCase() === typed);
    const problem = genreRefusal(value, genre, max, maxMessage);
    setRefusal(problem);
    if (problem || !genre) return;
    onChange([...value, genre]);
    setQuery('');
    setActive(-1);
    // The list closes so it covers nothing below (a Save button); typing or an arrow key opens it again.
    setOpen(false);
  }

  function remove(genre: string) {
    setRefusal(null);
    onChange(value.filter((item) => item !== genre));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const exact = options.find((option) => option.toLowerCase() === query.trim().toLowerCase());
      add(suggestions[active] ?? exact ?? suggestions[0] ?? query);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Chosen genres" className="flex flex-wrap gap-2">
        {value.length === 0 ? <li className="text-sm text-mist-400">No genres chosen yet.</li> : null}
        {value.map((genre) => (
          <li
            key={genre}
            className="inline-flex items-center gap-1 rounded-full bg-cue-500/15 py-1 pl-3 pr-1 text-sm font-semibold text-cue-300"
          >
            {genre}
            <button
              type="button"
              onClick={() => remove(genre)}
              disabled={disabled}
              aria-label={`Remove ${genre}`}
              className="rounded-full p-1 hover:bg-cue-500/25 disabled:opacity-50"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <div className="relative">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-mist-200">
          {label}
        </label>
        <input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={message ? messageId : `${id}-hint`}
          aria-invalid={message ? true : undefined}
          autoComplete="off"
          value={query}
          disabled={disabled}
          placeholder="Type to search genres"
          className={controlClasses}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
            setRefusal(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Genre suggestions"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-ink-600 bg-ink-850 p-1 shadow-2xl"
        >
          {suggestions.map((genre, index) => (
            <li
              key={genre}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(genre)}
              className={cn(
                'cursor-pointer rounded-lg px-3 py-2 text-sm text-mist-100',
                index === active ? 'bg-ink-700' : 'hover:bg-ink-700',
              )}
            >
              {genre}
            </li>
          ))}
        </ul>
        {message ? (
          <p id={messageId} role="alert" className="mt-1.5 text-sm text-red-300">
            {message}
          </p>
        ) : (
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-mist-400">
            Up to {max} genres. {value.length} of {max} chosen.
          </p>
        )}
      </div>
    </div>
  );
}
