import { cn } from '../lib/cn.ts';

/**
 * The suggestion dropdown of a combobox (ARIA 1.2: the input keeps focus, `aria-activedescendant` names the
 * highlighted option): used by every field that suggests artists or DJs as you type. The field owns the text, the
 * highlighted index and what picking does; this renders the list and wires the ids.
 */
export function SuggestionList({
  id,
  label,
  items,
  active,
  expanded,
  onPick,
}: {
  /** The listbox's id, the field's `aria-controls`. */
  id: string;
  label: string;
  items: readonly string[];
  /** The highlighted option's index, -1 for none. */
  active: number;
  expanded: boolean;
  onPick(item: string): void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!expanded}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-ink-600 bg-ink-850 p-1 shadow-2xl"
    >
      {items.map((item, index) => (
        <li
          key={item}
          id={suggestionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          // Focus stays in the field, so its caret and text stay where they were.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(item)}
          className={cn(
            'cursor-pointer rounded-lg px-3 py-2 text-sm text-mist-100',
            index === active ? 'bg-ink-700' : 'hover:bg-ink-700',
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export const suggestionOptionId = (listId: string, index: number) => `${listId}-${index}`;

/** The combobox attributes of the field that owns a SuggestionList. */
export function comboboxProps(listId: string, expanded: boolean, active: number) {
  return {
    role: 'combobox' as const,
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && active >= 0 ? suggestionOptionId(listId, active) : undefined,
    autoComplete: 'off',
  };
}

/** The highlighted index after ArrowDown (+1) or ArrowUp (−1), wrapping around; -1 when there is nothing. */
export function stepSuggestion(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
