import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { MAX_SIMILAR_DJS } from '@cuepoint/domain/booking/constants';
import { BOOKING_FORM_MESSAGES as M, canAddSimilarDj } from '@cuepoint/domain/booking/request-rules';
import { controlClasses } from '../../../ui/field.tsx';
import { SuggestionList } from '../../../ui/suggestion-list.tsx';
import { FieldNote, noteAria, useSuggestionCursor } from '../../../ui/suggestion-cursor.tsx';
import { useDjSuggestions } from './use-dj-suggestions.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Similar DJs (docs/product/booking-requests.md): names as removable chips, suggested from 2 typed characters (5 at
 * most), each once. A sixth is refused with 'You can select a maximum of 5 similar DJs'. Arrow keys move through the
 * suggestions, Enter adds the highlighted one, else the typed name; Escape closes the list.
 */
export function SimilarDjsField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: readonly string[];
  onChange(next: string[]): void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const suggestions = useDjSuggestions(query).filter((name) => !value.some((chosen) => same(chosen, name)));
  const cursor = useSuggestionCursor(`${id}-suggestions`, suggestions.length);
  const { active, expanded } = cursor;
  const message = refusal ?? error ?? null;

  function add(candidate: string | undefined) {
    const name = candidate?.trim().replace(/\s+/g, ' ');
    if (!name) return;
    if (!canAddSimilarDj(value)) {
      setRefusal(M.tooManySimilarDjs);
      return;
    }
    setRefusal(null);
    setQuery('');
    cursor.setActive(-1);
    if (value.some((chosen) => same(chosen, name))) return;
    onChange([...value, name]);
  }

  function remove(name: string) {
    setRefusal(null);
    onChange(value.filter((chosen) => chosen !== name));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (cursor.arrow(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      add(suggestions[active] ?? query);
    } else if (event.key === 'Escape') cursor.close();
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-mist-200">
        Similar DJs <span className="font-normal text-mist-400">(optional)</span>
      </label>
      <div className="relative">
        <input
          id={id}
          {...cursor.inputProps}
          {...noteAria(id, message)}
          value={query}
          disabled={disabled}
          placeholder="Type a DJ's name"
          className={controlClasses}
          onChange={(event) => {
            setQuery(event.target.value);
            cursor.typed();
            setRefusal(null);
          }}
          onKeyDown={onKeyDown}
        />
        <SuggestionList
          id={`${id}-suggestions`}
          label="DJ suggestions"
          items={suggestions}
          active={active}
          expanded={expanded}
          onPick={add}
        />
      </div>
      <FieldNote
        id={id}
        message={message}
        hint={`DJs whose sound you like, up to ${MAX_SIMILAR_DJS}. Press Enter to add. ${value.length} of ${MAX_SIMILAR_DJS} chosen.`}
      />
      {value.length ? (
        <ul aria-label="Chosen similar DJs" className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-wave-400/15 py-1 pl-3 pr-1 text-sm font-semibold text-wave-200"
            >
              {name}
              <button
                type="button"
                onClick={() => remove(name)}
                disabled={disabled}
                aria-label={`Remove ${name}`}
                className="rounded-full p-1 hover:bg-wave-400/25 disabled:opacity-50"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
