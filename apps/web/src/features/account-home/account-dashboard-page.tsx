import { dashboardRouteFor, FALLBACK_DASHBOARD_ROUTE } from '@cuepoint/domain/accounts/user-types';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AccountHomeView } from './account-home-view.tsx';
import { RedirectingTo, SignedIn } from './account-guard.tsx';
import { GENERAL_COMING, GENERAL_OFFERS } from './account-offers.ts';

const TITLE = 'Your Dashboard';

/**
 * /dashboard (docs/product/producers-and-labels.md: the header menu's and social sign-in's fallback): an account whose
 * type has a dashboard of its own is sent there; any other signed-in account gets its account home; a visitor the
 * sign-in prompt.
 */
export function AccountDashboardPage() {
  usePageTitle(TITLE, 'Your Cuepoint account and what you can do today.');
  return (
    <SignedIn title={TITLE}>
      {(user) => {
        const own = dashboardRouteFor(user.user_type);
        if (own !== FALLBACK_DASHBOARD_ROUTE) return <RedirectingTo to={own} />;
        return (
          <AccountHomeView
            user={user}
            title={TITLE}
            lead="Your account and what Cuepoint offers you today."
            offers={GENERAL_OFFERS}
            coming={GENERAL_COMING}
          />
        );
      }}
    </SignedIn>
  );
}
