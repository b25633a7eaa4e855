import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { FAVORITE_MESSAGES, normalizeFavoriteName } from '@cuepoint/domain/favorites/favorites';
import { useArtistSuggestions } from '../../../lib/use-artist-suggestions.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field.tsx';
import { SuggestionList } from '../../../ui/suggestion-list.tsx';
import { FieldNote, noteAria, useSuggestionCursor } from '../../../ui/suggestion-cursor.tsx';
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
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = useArtistSuggestions(query).filter((name) => !isFavorite(name, favorites));
  const cursor = useSuggestionCursor(`${id}-suggestions`, suggestions.length);
  const { active, expanded } = cursor;
  const message = problem ?? refusal;

  async function add(name: string) {
    if (!name) return;
    if (isFavorite(name, favorites)) {
      setProblem(FAVORITE_MESSAGES.djDuplicate(name));
      return;
    }
    setProblem(null);
    cursor.setOpen(false);
    if (await onAdd(name)) {
      setQuery('');
      cursor.setActive(-1);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!cursor.arrow(event) && event.key === 'Escape') cursor.close();
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
            {...cursor.inputProps}
            {...noteAria(id, message)}
            placeholder="Search DJs by name"
            value={query}
            disabled={adding}
            className={controlClasses}
            onChange={(event) => {
              setQuery(event.target.value);
              cursor.typed();
              setProblem(null);
              onClearRefusal();
            }}
            onKeyDown={onKeyDown}
          />
          <SuggestionList
            id={`${id}-suggestions`}
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
      <FieldNote
        id={id}
        message={message}
        hint="Type at least 2 characters for suggestions; Enter adds the best match or the name as typed."
      />
    </form>
  );
}
