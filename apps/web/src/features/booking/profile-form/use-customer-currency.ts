import { useQuery } from '@tanstack/react-query';
import { currencyForCountry } from '@cuepoint/domain/catalog/currencies';
import { apiBody, apiClient } from '../../../lib/api.ts';
import type { TBookingAudience } from '../booking-api.ts';

/**
 * The currency a customer books in: a venue's own (its profile), an enthusiast's country's
 * (docs/product/booking-requests.md). While it loads, or when it cannot be read, null: the server then decides from the
 * account.
 */
export function useCustomerCurrency(audience: TBookingAudience, userId: number): string | null {
  const query = useQuery({
    queryKey: ['booking-currency', audience, userId],
    queryFn: async () => {
      if (audience === 'venue') {
        const body = await apiBody(apiClient.GET('/venue/profile'));
        return body.data.venue_profile.currency;
      }
      const body = await apiBody(apiClient.GET('/user/profile'));
      return currencyForCountry(body.data.country);
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data ?? null;
}
