import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { favoriteNameKey, normalizeFavoriteName } from '@cuepoint/domain/favorites/favorites';
import { SUGGESTION_MIN_CHARS, useArtistSuggestions } from '../../../lib/use-artist-suggestions.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field.tsx';
import { SuggestionList } from '../../../ui/suggestion-list.tsx';
import { FieldNote, noteAria, useSuggestionCursor } from '../../../ui/suggestion-cursor.tsx';

/**
 * A name to add to a favorites list, with suggestions from the name catalogue once 2 characters are typed and
 * typing has paused for 300 ms (the ones already in the list left out). Arrow keys move through them, Enter or Add
 * adds the highlighted suggestion else the name as typed, Escape closes the list. The server decides about
 * duplicates: its refusal shows under the field.
 */
export function AddFavoriteField({
  label,
  placeholder,
  kept,
  adding,
  refusal,
  onClearRefusal,
  onAdd,
}: {
  label: string;
  placeholder: string;
  /** The names already in the list. */
  kept: readonly string[];
  adding: boolean;
  refusal: string | null;
  onClearRefusal(): void;
  /** Adds the name; resolves true when it was added (the field is then cleared). */
  onAdd(name: string): Promise<boolean>;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const keptKeys = new Set(kept.map(favoriteNameKey));
  const suggestions = useArtistSuggestions(query).filter((name) => !keptKeys.has(favoriteNameKey(name)));
  const cursor = useSuggestionCursor(`${id}-suggestions`, suggestions.length);
  const { active, expanded } = cursor;

  async function add(name: string) {
    const cleaned = normalizeFavoriteName(name);
    if (!cleaned || adding) return;
    cursor.setOpen(false);
    if (await onAdd(cleaned)) {
      setQuery('');
      cursor.setActive(-1);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!cursor.arrow(event) && event.key === 'Escape' && expanded) {
      event.preventDefault();
      cursor.close();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void add((expanded && active >= 0 ? suggestions[active] : undefined) ?? query);
  }

  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-mist-200">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            {...cursor.inputProps}
            {...noteAria(id, refusal)}
            placeholder={placeholder}
            value={query}
            aria-busy={adding || undefined}
            className={controlClasses}
            onChange={(event) => {
              setQuery(event.target.value);
              cursor.typed();
              onClearRefusal();
            }}
            onKeyDown={onKeyDown}
          />
          <SuggestionList
            id={`${id}-suggestions`}
            label={`${label}: suggestions`}
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
        message={refusal}
        hint={`Type at least ${SUGGESTION_MIN_CHARS} characters for suggestions.`}
      />
    </form>
  );
}
