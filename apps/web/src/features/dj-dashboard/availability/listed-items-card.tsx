import type { ReactNode } from 'react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { LoadFailedAlert } from '../../../ui/retry-button.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { errorReason } from '../../../lib/error-reason.ts';

type Item = { id: number };

type ItemMessages<T> = {
  /** The dashboard cache the items live in. */
  queryKey: readonly unknown[];
  /** The toast once it is done ("Time slot added: Monday 20:00–22:00"). */
  done(item: T): string;
  /** The toast when the server refused, with its reason when it gave one. */
  failed(reason: string | undefined): string;
};

/** Adding an item to a dashboard list: it joins the cache at once, then the list reloads. */
export function useAddItem<T extends Item, B>({
  add,
  onAdded,
  ...messages
}: ItemMessages<T> & { add(body: B): Promise<T>; onAdded(): void }) {
  const toast = useToast();
  const client = useQueryClient();
  return useMutation({
    mutationFn: add,
    onSuccess: (data) => {
      client.setQueryData<T[]>(messages.queryKey, (current) => [...(current ?? []), data]);
      void client.invalidateQueries({ queryKey: messages.queryKey });
      onAdded();
      toast.success(messages.done(data));
    },
    onError: (failure) => toast.error(messages.failed(errorReason(failure))),
  });
}

/** Removing an item from a dashboard list: it leaves the cache once the server agreed. */
export function useRemoveItem<T extends Item>({
  remove,
  ...messages
}: ItemMessages<T> & { remove(id: number): Promise<unknown> }) {
  const toast = useToast();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: T) => remove(item.id),
    onSuccess: (_answer, item) => {
      client.setQueryData<T[]>(messages.queryKey, (current) =>
        current?.filter((listed) => listed.id !== item.id),
      );
      toast.success(messages.done(item));
    },
    onError: (failure) => toast.error(messages.failed(errorReason(failure))),
  });
}

/**
 * The listed items, each with what it says and the icon button that deletes it (busy while that item's delete runs).
 */
export function RemovableList<T extends Item>({
  label,
  items,
  itemClassName,
  remove,
  deleteLabel,
  children,
}: {
  label: string;
  items: T[];
  itemClassName: string;
  remove: ReturnType<typeof useRemoveItem<T>>;
  deleteLabel(item: T): string;
  children(item: T): ReactNode;
}) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-ink-700">
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
          <Button
            variant="ghost"
            size="icon"
            aria-label={deleteLabel(item)}
            busy={remove.isPending && remove.variables?.id === item.id}
            onClick={() => remove.mutate(item)}
            icon={<Trash2 className="size-4" aria-hidden />}
          />
        </li>
      ))}
    </ul>
  );
}

/** The add form's submit button, right-aligned. */
export function AddItemButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" size="sm" busy={busy} icon={<Plus className="size-4" aria-hidden />}>
        {children}
      </Button>
    </div>
  );
}

/**
 * A dashboard card of listed items with the form that adds one: a placeholder while they load, the failure with a
 * retry, else the list; the form below in every case.
 */
export function ListedItemsCard<T>({
  title,
  icon,
  testId,
  query,
  failedText,
  list,
  form,
}: {
  title: string;
  icon: ReactNode;
  testId: string;
  query: UseQueryResult<T[]>;
  /** What could not be loaded ("Your time slots"). */
  failedText: string;
  list(items: T[]): ReactNode;
  form: ReactNode;
}) {
  return (
    <DashboardCard title={title} icon={icon} testId={testId}>
      <div className="flex flex-col gap-6">
        {query.isPending ? (
          <div aria-hidden className="h-16 animate-pulse rounded-xl bg-ink-800" />
        ) : query.isError ? (
          <LoadFailedAlert query={query} retryClassName="mt-2">
            {failedText} could not be loaded: {query.error.message}
          </LoadFailedAlert>
        ) : (
          list(query.data)
        )}
        {form}
      </div>
    </DashboardCard>
  );
}
