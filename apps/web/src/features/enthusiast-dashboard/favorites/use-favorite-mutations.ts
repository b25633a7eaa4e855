import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { errorReason } from '../../../lib/error-reason.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useEnthusiastKeys } from '../enthusiast-context.ts';

type FavoriteMessages = {
  added(name: string): string;
  removed(name: string): string;
  addFailed(reason: string | undefined): string;
  removeFailed(reason: string | undefined): string;
};

/**
 * Adding to and removing from one favorites list (its cache at `key`, items named by `nameOf`). The list and the
 * profile's stats are brought up to date from each answer; a refusal of the name itself (a duplicate, a bad name)
 * shows under the field in the server's words, any other failure as a toast.
 */
export function useFavoriteMutations<T extends { id: number }>({
  key,
  nameOf,
  add,
  remove,
  messages,
}: {
  key: readonly unknown[];
  nameOf(item: T): string;
  add(name: string): Promise<T>;
  remove(name: string): Promise<unknown>;
  messages: FavoriteMessages;
}) {
  const client = useQueryClient();
  const keys = useEnthusiastKeys();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);

  const adding = useMutation({
    mutationFn: add,
    onSuccess: (item) => {
      client.setQueryData<T[]>(key, (list) => [...(list ?? []), item]);
      void client.invalidateQueries({ queryKey: keys.profile });
      toast.success(messages.added(nameOf(item)));
    },
    onError: (error) => {
      if (error instanceof ApiError && [400, 409, 422].includes(error.status)) setRefusal(error.message);
      else toast.error(messages.addFailed(errorReason(error)));
    },
  });

  const removing = useMutation({
    mutationFn: remove,
    onSuccess: (_answer, name) => {
      client.setQueryData<T[]>(key, (list) => (list ?? []).filter((item) => nameOf(item) !== name));
      void client.invalidateQueries({ queryKey: keys.profile });
      toast.success(messages.removed(name));
    },
    onError: (error) => toast.error(messages.removeFailed(errorReason(error))),
  });

  return {
    refusal,
    clearRefusal: () => setRefusal(null),
    adding: adding.isPending,
    add: (name: string) =>
      adding.mutateAsync(name).then(
        () => true,
        () => false,
      ),
    removing: removing.isPending ? (removing.variables ?? null) : null,
    remove: (name: string) => removing.mutate(name),
  };
}
