import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TTracklistResult } from './types.ts';

/** The bytes of a file under ./fixtures/, as a converter receives an upload. */
export const readFixture = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url));

/** A reader of one converter's fixtures folder. */
export const fixturesOf =
  (folder: string) =>
  (name: string): Buffer =>
    readFixture(`${folder}/${name}`);

/** Each part named in `expected` equals the result's (toEqual, and the failure names the part). */
export function expectResult(result: TTracklistResult, expected: Partial<TTracklistResult>): void {
  for (const [part, value] of Object.entries(expected))
    expect(result[part as keyof TTracklistResult], part).toEqual(value);
}
