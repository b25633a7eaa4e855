import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { MAX_SIMILAR_DJS } from '@cuepoint/domain/booking/constants';
import { BOOKING_FORM_MESSAGES as M, canAddSimilarDj } from '@cuepoint/domain/booking/request-rules';
import { controlClasses } from '../../../ui/field.tsx';
import { SuggestionList, comboboxProps, stepSuggestion } from '../../../ui/suggestion-list.tsx';
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const suggestions = useDjSuggestions(query).filter((name) => !value.some((chosen) => same(chosen, name)));
  const listId = `${id}-suggestions`;
  const messageId = `${id}-message`;
  const message = refusal ?? error ?? null;
  const expanded = open && suggestions.length > 0;

  function add(candidate: string | undefined) {
    const name = candidate?.trim().replace(/\s+/g, ' ');
    if (!name) return;
    if (!canAddSimilarDj(value)) {
      setRefusal(M.tooManySimilarDjs);
      return;
    }
    setRefusal(null);
    setQuery('');
    setActive(-1);
    if (value.some((chosen) => same(chosen, name))) return;
    onChange([...value, name]);
  }

  function remove(name: string) {
    setRefusal(null);
    onChange(value.filter((chosen) => chosen !== name));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => stepSuggestion(current, step, suggestions.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      add(suggestions[active] ?? query);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-mist-200">
        Similar DJs <span className="font-normal text-mist-400">(optional)</span>
      </label>
      <div className="relative">
        <input
          id={id}
          {...comboboxProps(listId, expanded, active)}
          aria-describedby={message ? messageId : `${id}-hint`}
          aria-invalid={message ? true : undefined}
          value={query}
          disabled={disabled}
          placeholder="Type a DJ's name"
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
        <SuggestionList
          id={listId}
          label="DJ suggestions"
          items={suggestions}
          active={active}
          expanded={expanded}
          onPick={add}
        />
      </div>
      {message ? (
        <p id={messageId} role="alert" className="text-sm text-red-300">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-mist-400">
          DJs whose sound you like, up to {MAX_SIMILAR_DJS}. Press Enter to add. {value.length} of{' '}
          {MAX_SIMILAR_DJS} chosen.
        </p>
      )}
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
