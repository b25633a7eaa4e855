import { expect } from 'vitest';

type TTextInput<F extends (input: never) => unknown> = Extract<Parameters<F>[0], string>;

/**
 * `read` gives each input (a key of `table`) the value the table pairs it with. One comparison of the whole table,
 * so a failure lists every input that came out wrong; the tests of a rule that maps text to a value read as a table.
 */
export function expectMapping<F extends (input: never) => unknown>(
  read: F,
  table: Partial<Record<TTextInput<F>, ReturnType<F>>>,
): void {
  const call = read as unknown as (input: string) => unknown;
  expect(Object.fromEntries(Object.keys(table).map((input) => [input, call(input)]))).toEqual(table);
}
