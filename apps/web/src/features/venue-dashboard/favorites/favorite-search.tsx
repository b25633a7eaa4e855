import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { FAVORITE_MESSAGES, normalizeFavoriteName } from '@cuepoint/domain/favorites/favorites';
import { useArtistSuggestions } from '../../../lib/use-artist-suggestions.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field.tsx';
import { SuggestionList, comboboxProps, stepSuggestion } from '../../../ui/suggestion-list.tsx';
import { isFavorite, pickFavorite } from './favorite-pick.ts';

/**
 * The favorite DJ search (docs/product/venues.md; docs/product/venues.md): suggestions from the name catalogue once
 * more than one character is typed, 300 ms after typing stops, leaving out the current favorites. Arrow keys move
 * through them; Enter adds the highlighted or matching suggestion, else the first, else the typed name. Add is disabled
 * while the field is empty, and a name already in the list is refused.
 */
export function FavoriteSearch({
  favorites,
  adding,
  onAdd,
  refusal,
  onClearRefusal,
}: {
  favorites: ReadonlyArray<{ dj_name: string }>;
  adding: boolean;
  /** Adds the name; resolves true when it was added (the field is then cleared). */
  onAdd(name: string): Promise<boolean>;
  /** The server's refusal of the last add, shown under the field. */
  refusal: string | null;
  onClearRefusal(): void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = useArtistSuggestions(query).filter((name) => !isFavorite(name, favorites));
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const messageId = `${id}-message`;
  const message = problem ?? refusal;

  async function add(name: string) {
    if (!name) return;
    if (isFavorite(name, favorites)) {
      setProblem(FAVORITE_MESSAGES.djDuplicate(name));
      return;
    }
    setProblem(null);
    setOpen(false);
    if (await onAdd(name)) {
      setQuery('');
      setActive(-1);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => stepSuggestion(current, step, suggestions.length));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const highlighted = expanded ? active : -1;
    // A name typed out that is already a favorite means that one: it is refused, not swapped for a suggestion.
    const typedFavorite = highlighted < 0 && isFavorite(query, favorites);
    void add(typedFavorite ? normalizeFavoriteName(query) : pickFavorite(query, suggestions, highlighted));
  }

  return (
    <form onSubmit={submit} aria-label="Add a favorite DJ" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-mist-200">
        Add a favorite DJ
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <input
            id={id}
            {...comboboxProps(listId, expanded, active)}
            aria-describedby={message ? messageId : `${id}-hint`}
            aria-invalid={message ? true : undefined}
            placeholder="Search DJs by name"
            value={query}
            disabled={adding}
            className={controlClasses}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
              setProblem(null);
              onClearRefusal();
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <SuggestionList
            id={listId}
            label="DJ suggestions"
            items={suggestions}
            active={active}
            expanded={expanded}
            onPick={(name) => void add(name)}
          />
        </div>
        <Button
          type="submit"
          disabled={!query.trim()}
          busy={adding}
          icon={<Plus className="size-4" aria-hidden />}
        >
          Add
        </Button>
      </div>
      {message ? (
        <p id={messageId} role="alert" className="text-sm text-red-300">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-mist-400">
          Type at least 2 characters for suggestions; Enter adds the best match or the name as typed.
        </p>
      )}
    </form>
  );
}
