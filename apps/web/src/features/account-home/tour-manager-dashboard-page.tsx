import { dashboardRouteFor } from '@cuepoint/domain/accounts/user-types';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AccountHomeView } from './account-home-view.tsx';
import { RedirectingTo, SignedIn } from './account-guard.tsx';
import { TOUR_MANAGER_COMING, TOUR_MANAGER_OFFERS } from './account-offers.ts';

const TITLE = 'Tour Manager Dashboard';

/**
 * /tour-manager/dashboard and /tour-manager-dashboard (docs/product/producers-and-labels.md): a tour manager's home,
 * with their account, what Cuepoint offers them now and what is coming. A visitor is asked to sign in; another account
 * type goes on to its own dashboard.
 */
export function TourManagerDashboardPage() {
  usePageTitle(TITLE, 'Your Cuepoint account, what you can do today and what is coming for tour managers.');
  return (
    <SignedIn
      title={TITLE}
      note="Tour manager accounts sign in with their e-mail and password through any of these."
    >
      {(user) =>
        user.user_type === 'tour_manager' ? (
          <AccountHomeView
            user={user}
            title={TITLE}
            lead="Find DJs for your artists’ shows today; planning whole tours on Cuepoint is on its way."
            offers={TOUR_MANAGER_OFFERS}
            coming={TOUR_MANAGER_COMING}
          />
        ) : (
          <RedirectingTo to={dashboardRouteFor(user.user_type)} />
        )
      }
    </SignedIn>
  );
}
