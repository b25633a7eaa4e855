import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { MAX_PREFERRED_ARTISTS, parsePreferredArtists } from '@cuepoint/domain/accounts/fields';
import { controlClasses, FieldError } from '../../../ui/field.tsx';
import { SuggestionList, comboboxProps } from '../../../ui/suggestion-list.tsx';
import { cn } from '../../../lib/cn.ts';
import { fragmentAt, replaceFragment, type ArtistFragment } from './artist-fragment.ts';
import { useArtistSuggestions } from '../../../lib/use-artist-suggestions.ts';

type ArtistsFieldProps = {
  label: string;
  value: string;
  onChange(text: string): void;
  error?: string | undefined;
};

/**
 * Comma- or newline-separated artist names with suggestions for the name being typed: an ARIA 1.2 combobox
 * (arrow keys move through the list, Enter picks, Escape closes) over a textarea.
 */
export function ArtistsField({ label, value, onChange, error }: ArtistsFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [fragment, setFragment] = useState<ArtistFragment>({ start: 0, end: 0, text: '' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const artists = parsePreferredArtists(value);
  const chosen = new Set(artists.map((name) => name.toLowerCase()));
  const suggestions = useArtistSuggestions(open ? fragment.text : '').filter(
    (name) => !chosen.has(name.toLowerCase()) || name.toLowerCase() === fragment.text.trim().toLowerCase(),
  );
  const expanded = open && suggestions.length > 0;

  // Escape closes the list, not the dialog around it: the dialog listens on the document in the capture phase
  // and stands down for an event whose default is already prevented.
  useEffect(() => {
    if (!expanded) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === inputRef.current) event.preventDefault();
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [expanded]);

  const track = (text: string, caret: number) => {
    setFragment(fragmentAt(text, caret));
    setActive(-1);
  };

  const pick = (name: string) => {
    const next = replaceFragment(value, fragment, name);
    onChange(next.text);
    setOpen(false);
    setActive(-1);
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!expanded) {
      if (event.key === 'ArrowDown' && fragment.text.trim().length >= 2) setOpen(true);
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const name = suggestions[active];
      if (name) pick(name);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const remove = (name: string) => {
    const rest = artists.filter((artist) => artist !== name);
    onChange(rest.length ? `${rest.join(', ')}, ` : '');
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-mist-200">
        {label}
        <span className="ml-1 font-normal text-mist-400">(optional)</span>
      </label>
      <div className="relative">
        <textarea
          ref={inputRef}
          id={id}
          {...comboboxProps(listId, expanded, active)}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className={cn(controlClasses, 'min-h-24 resize-y')}
          placeholder="Charlotte de Witte, Peggy Gou, Kerri Chandler"
          value={value}
          spellCheck={false}
          onChange={(event) => {
            onChange(event.target.value);
            track(event.target.value, event.target.selectionStart);
            setOpen(true);
          }}
          onClick={(event) => track(event.currentTarget.value, event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <SuggestionList
          id={listId}
          label="Artist suggestions"
          items={suggestions}
          active={active}
          expanded={expanded}
          onPick={pick}
        />
      </div>
      <p id={hintId} className="text-xs text-mist-400">
        Separate names with commas or new lines; suggestions appear as you type. {artists.length}/
        {MAX_PREFERRED_ARTISTS} selected.
      </p>
      {artists.length ? (
        <ul aria-label="Selected artists" className="flex flex-wrap gap-2">
          {artists.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-ink-700 py-1 pl-3 pr-1 text-xs font-medium text-mist-100"
            >
              {name}
              <button
                type="button"
                className="rounded-full p-1 text-mist-300 hover:bg-ink-600 hover:text-mist-100"
                aria-label={`Remove ${name}`}
                onClick={() => remove(name)}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
