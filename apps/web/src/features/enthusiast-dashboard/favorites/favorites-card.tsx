import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EmptyState } from '../../../ui/feedback.tsx';
import { queryState } from '../list-state.tsx';
import { AddFavoriteField } from './add-favorite-field.tsx';
import { FavoriteList } from './favorite-list.tsx';
import { useFavoriteMutations } from './use-favorite-mutations.ts';

type Options<T extends { id: number }> = Parameters<typeof useFavoriteMutations<T>>[0];

/**
 * One favorites list of the enthusiast (artists or DJs): the field that adds a name, then the list with its remove
 * buttons, the loading and failure states, or what to do while it is empty.
 */
export function FavoritesCard<T extends { id: number }>({
  title,
  icon,
  noun,
  query,
  mutations,
  empty,
  slugOf,
}: {
  title: string;
  icon: ReactNode;
  /** What the list holds, in lower case after "favorite" ("artist", "DJ"). */
  noun: string;
  query: UseQueryResult<T[]>;
  mutations: Options<T>;
  /** What to do while the list is empty. */
  empty: string;
  /** The Cuepoint DJ page an item links to, when it names one. */
  slugOf?(item: T): string | null | undefined;
}) {
  const favorites = useFavoriteMutations<T>(mutations);
  const list = query.data ?? [];
  const { nameOf } = mutations;
  return (
    <DashboardCard title={title} icon={icon}>
      <AddFavoriteField
        label={`Add a favorite ${noun}`}
        placeholder={`Search ${noun}s by name`}
        kept={list.map(nameOf)}
        adding={favorites.adding}
        refusal={favorites.refusal}
        onClearRefusal={favorites.clearRefusal}
        onAdd={favorites.add}
      />
      <div className="mt-5">
        {queryState({ what: `your favorite ${noun}s`, query }) ??
          (list.length === 0 ? (
            <EmptyState title={`No favorite ${noun}s yet`}>
              <p>{empty}</p>
            </EmptyState>
          ) : (
            <FavoriteList
              label={`Your favorite ${noun}s`}
              items={list.map((item) => ({ id: item.id, name: nameOf(item), slug: slugOf?.(item) }))}
              removing={favorites.removing}
              onRemove={favorites.remove}
            />
          ))}
      </div>
    </DashboardCard>
  );
}
