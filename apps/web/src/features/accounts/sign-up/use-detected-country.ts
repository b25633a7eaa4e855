import { useQuery } from '@tanstack/react-query';
import { isCountryCode, type TCountryCode } from '@cuepoint/domain/catalog/countries';
import { apiBody, apiClient } from '../../../lib/api.ts';

/** The region of the browser's language (en-GB → GB; a bare "de" maximizes to DE), when it is a real country. */
export function countryFromLocale(languages: readonly string[]): TCountryCode | null {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region && isCountryCode(region)) return region;
    } catch {
      // An unparsable tag says nothing about the country; try the next one.
    }
  }
  return null;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The visitor's country: the server's IP lookup first, the browser locale's region when the lookup has no answer
 * (private address, unknown range, request failed). Asked once per visit.
 */
export function useDetectedCountry(): TCountryCode | null {
  const query = useQuery({
    queryKey: ['geo-country'],
    queryFn: async ({ signal }) => {
      try {
        const body = await apiBody(apiClient.GET('/geo/country', { signal }));
        const code = body.data?.country?.toUpperCase();
        if (code && isCountryCode(code)) return code;
      } catch {
        // Fall through to the locale: detection is a convenience, never a blocker.
      }
      return countryFromLocale(browserLanguages());
    },
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? null;
}
