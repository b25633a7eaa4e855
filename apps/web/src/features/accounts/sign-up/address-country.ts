import { countryCodeOf } from '@cuepoint/domain/catalog/gazetteer';
import type { TWizardForm } from '@cuepoint/domain/accounts/wizard-form';

/**
 * The country an address ends with ("Torstraße 1, 10119 Berlin, Germany" → DE; "…, UK" → GB; "…, USA" → US), or
 * null. A code counts only in capitals, so the first letters of a name being typed ("…, Ge") are not Georgia.
 */
export function countryOfAddress(address: string): string | null {
  const last = (address.split(/[,\n]/).at(-1) ?? '').trim();
  if (/^[A-Za-z]{2,3}$/.test(last) && last !== last.toUpperCase()) return null;
  return last === 'USA' ? 'US' : countryCodeOf(last);
}

/**
 * The address typed, with the country it names when the country field holds only a guess: empty, the detected
 * country (which may be no more than the browser locale's region, `en-US`), or the one the address set before. The
 * address says where the venue is better than the browser does; a country the visitor chose stays.
 */
export function addressPatch(
  form: TWizardForm,
  address: string,
  guesses: { detected: string | null; fromAddress: string | null },
): Partial<TWizardForm> {
  const named = countryOfAddress(address);
  const guessed = !form.country || form.country === guesses.detected || form.country === guesses.fromAddress;
  return named && guessed && named !== form.country ? { address, country: named } : { address };
}
