import type { ChangeEvent } from 'react';

type TextChange = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/** The keys of a draft whose values are text. */
export type TextKeys<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/**
 * The value, change handler and error of a draft's text fields, with any props every field shares (disabled while
 * saving): `<TextField label="City" {...bind('city')} optional />`.
 */
export function draftFieldBinder<D, Shared extends object = object>(
  draft: D,
  errors: Partial<Record<string, string>>,
  set: (key: TextKeys<D>, value: string) => void,
  shared?: Shared,
) {
  return (key: TextKeys<D>) => ({
    ...shared,
    value: draft[key] as string,
    error: errors[key as string],
    onChange: (event: TextChange) => set(key, event.target.value),
  });
}
