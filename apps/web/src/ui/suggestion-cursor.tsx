import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { comboboxProps, stepSuggestion } from './suggestion-list.tsx';

/**
 * The open list and highlighted suggestion of a combobox field with a SuggestionList: focus opens the list, blur
 * closes it, typing opens it with nothing highlighted, the arrow keys move the highlight (wrapping around).
 */
export function useSuggestionCursor(listId: string, count: number) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && count > 0;
  return {
    active,
    setActive,
    expanded,
    setOpen,
    /** Closes the list and drops the highlight (Escape). */
    close() {
      setOpen(false);
      setActive(-1);
    },
    /** The text changed: the list opens afresh. */
    typed() {
      setOpen(true);
      setActive(-1);
    },
    /** Moves the highlight on ArrowDown/ArrowUp; answers whether the key was one of them. */
    arrow(event: KeyboardEvent<HTMLInputElement>): boolean {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false;
      event.preventDefault();
      setOpen(true);
      if (count) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => stepSuggestion(current, step, count));
      }
      return true;
    },
    /** The combobox attributes and the focus handlers of the field. */
    inputProps: {
      ...comboboxProps(listId, expanded, active),
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
    },
  };
}

/** The attributes that tie a field to its FieldNote: described by the message when there is one, else the hint. */
export function noteAria(id: string, message: string | null) {
  return {
    'aria-describedby': message ? `${id}-message` : `${id}-hint`,
    'aria-invalid': message ? true : undefined,
  };
}

/** Under a field: what is wrong with it (an alert), else the hint. */
export function FieldNote({ id, message, hint }: { id: string; message: string | null; hint: ReactNode }) {
  return message ? (
    <p id={`${id}-message`} role="alert" className="text-sm text-red-300">
      {message}
    </p>
  ) : (
    <p id={`${id}-hint`} className="text-xs text-mist-400">
      {hint}
    </p>
  );
}
