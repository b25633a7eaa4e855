import { z } from 'zod';

/** Values as form posts and older clients send them, read once for every schema that takes them. */

/** A blank string is "no value": null, so the field's own rule (required, clears it) decides. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** true/false, also 1/0 and "true"/"false" as form posts send them; anything else fails with `error`. */
export const zFormFlag = (error?: string) =>
  z.preprocess(
    (value) =>
      value === 1 || value === '1' || value === 'true'
        ? true
        : value === 0 || value === '0' || value === 'false'
          ? false
          : value,
    error === undefined ? z.boolean() : z.boolean({ error }),
  );
