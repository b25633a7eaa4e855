import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../ui/feedback.tsx';
import { SelectField } from '../../ui/field.tsx';

type Shown = 'open' | 'all';

/**
 * An operator's queue (disputes, reports): the open items by default or all of them, loading, its failure, a line
 * while it is empty, else the items.
 */
export function OpenOrAllQueue<T>({
  name,
  labels,
  fetch,
  empty,
  children,
}: {
  /** The queue's name in its cache key and loading line ("disputes"). */
  name: string;
  /** The choices' words. */
  labels: Record<Shown, string>;
  fetch(shown: Shown): Promise<T[]>;
  empty: string;
  children(items: T[]): ReactNode;
}) {
  const [shown, setShown] = useState<Shown>('open');
  const query = useQuery({ queryKey: ['admin', name, shown], queryFn: () => fetch(shown) });
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Show"
        value={shown}
        onChange={(event) => setShown(event.target.value as Shown)}
        wrapperClassName="max-w-xs"
      >
        <option value="open">{labels.open}</option>
        <option value="all">{labels.all}</option>
      </SelectField>
      {query.isPending ? (
        <Spinner label={`Loading ${name}…`} />
      ) : query.isError ? (
        <p className="text-sm text-red-300">{query.error.message}</p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-mist-300">{empty}</p>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
