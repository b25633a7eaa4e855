import { useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { CONTRACT_LIMITS } from '@cuepoint/domain/booking/contract';
import { Button } from '../../../../ui/button.tsx';
import { controlClasses } from '../../../../ui/field.tsx';
import { addEquipment } from './contract-draft.ts';

/**
 * The equipment the customer provides (docs/product/offers-and-contracts.md, "deduplicated"): type an item and press
 * Enter or Add; an item already listed, in any case, is refused with a message; each item can be removed.
 */
export function EquipmentField({
  items,
  onChange,
  error,
}: {
  items: string[];
  onChange(items: string[]): void;
  error?: string | undefined;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  function add() {
    const result = addEquipment(items, text);
    setProblem(result.error);
    if (!result.error) {
      onChange(result.items);
      setText('');
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-mist-200">
        Equipment provided <span className="ml-1 font-normal text-mist-400">(optional)</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={CONTRACT_LIMITS.equipmentItemLength}
          placeholder="e.g. Pioneer CDJ-3000"
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          className={controlClasses}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} icon={<Plus className="size-4" aria-hidden />}>
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-mist-400">
        What you provide at the venue, one item at a time (at most {CONTRACT_LIMITS.equipmentItems}).
      </p>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {shown}
        </p>
      ) : null}
      {items.length ? (
        <ul aria-label="Equipment provided" className="mt-1 flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item.toLowerCase()}
              className="inline-flex items-center gap-1 rounded-full bg-ink-700 py-1 pl-3 pr-1 text-sm text-mist-100"
            >
              {item}
              <button
                type="button"
                aria-label={`Remove ${item}`}
                className="rounded-full p-1 text-mist-300 hover:bg-ink-600 hover:text-mist-100"
                onClick={() => onChange(items.filter((kept) => kept !== item))}
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
