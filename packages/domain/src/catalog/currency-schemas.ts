import { z } from 'zod';
import { CURRENCIES, EXTENDED_CURRENCIES } from './currencies.ts';

/**
 * The currency fields' schemas, apart from the currency list and formatting in currencies.ts, which public pages
 * load without zod (first-load-modules.test.ts).
 */
export const ZCurrency = z.enum(CURRENCIES, { error: 'Currency must be USD, EUR or GBP' });
export const ZExtendedCurrency = z.enum(EXTENDED_CURRENCIES, {
  error: 'Currency must be USD, EUR, GBP, CAD or AUD',
});
