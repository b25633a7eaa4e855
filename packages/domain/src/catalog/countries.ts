import { z } from 'zod';
import { COUNTRY_CODES } from './country-list.ts';

// The list and its lookups live in country-list.ts, free of schema code; this module adds the schema.
export {
  COUNTRIES,
  COUNTRY_CODES,
  TRAVEL_COUNTRIES,
  countryName,
  isCountryCode,
  isoToTravelCountry,
  travelCountryToIso,
  type TCountry,
  type TCountryCode,
  type TTravelCountry,
} from './country-list.ts';

export const ZCountryCode = z.enum(COUNTRY_CODES, { error: 'Country is required' });
