import { z } from 'zod';
import { zText } from './safe-text.ts';
import { fieldTooLong } from '../accounts/messages.ts';
import { COUNTRY_CODES } from '../catalog/countries.ts';
import { blankToNull } from './form-values.ts';

/** Fields of profile updates that may be cleared: absent stays absent (unchanged), null and blank clear them. */

export const COUNTRY_NOT_IN_LIST = 'Please select a country from the list';

export { blankToNull };

/** Text, trimmed and bounded; null or blank clears it. */
export const clearableText = (label: string, max: number, multiline = false) =>
  z.preprocess(
    blankToNull,
    zText({ label, multiline }).trim().max(max, fieldTooLong(label, max)).nullable().optional(),
  );

/** An ISO 3166-1 alpha-2 code in any case ("UK" is GB); null or blank clears it. */
export const ZClearableCountry = z
  .preprocess(
    (value) => {
      const code = blankToNull(value);
      if (typeof code !== 'string') return code;
      const upper = code.trim().toUpperCase();
      return upper === 'UK' ? 'GB' : upper;
    },
    z.enum(COUNTRY_CODES, { error: COUNTRY_NOT_IN_LIST }).nullable(),
  )
  .optional();
