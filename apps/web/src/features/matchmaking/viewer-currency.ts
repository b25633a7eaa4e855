import { DEFAULT_CURRENCY, currencyForCountry, type TCurrency } from '@cuepoint/domain/catalog/currencies';
import { useAuth } from '../accounts/auth-context.tsx';

/**
 * The currency a viewer compares rates and budgets in when the address names none (docs/product/matchmaking.md): a
 * signed-in account's (its country's), a visitor's the default one. The first render uses the session the page was
 * rendered with, so the server's HTML and the hydrating page agree; once the session is known it follows the account.
 */
export function useViewerCurrency(): TCurrency {
  const { user } = useAuth();
  if (!user) return DEFAULT_CURRENCY;
  const country = user.profile?.['country'];
  return currencyForCountry(typeof country === 'string' ? country : null);
}
