import type { ReactNode } from 'react';
import { DashboardSkeleton } from '../../ui/dashboard-skeleton.tsx';
import type { AuthUser } from '../accounts/auth-context.tsx';
import { RoleGuard } from '../accounts/role-guard.tsx';

/**
 * Where the venue screens send everyone else (docs/product/venues.md): a visitor to the venues page, other accounts
 * home.
 */
export const VISITOR_REDIRECT = '/venues';
export const OTHER_ROLE_REDIRECT = '/';

/**
 * The venue screens (the dashboard and Book a DJ) are for venue accounts only (docs/product/venues.md), with the
 * dashboard's skeleton while the session is checked.
 */
export function VenueOnly({ children }: { children: (user: AuthUser) => ReactNode }) {
  return (
    <RoleGuard
      role="venue"
      visitorTo={VISITOR_REDIRECT}
      otherRoleTo={OTHER_ROLE_REDIRECT}
      loading={<DashboardSkeleton />}
    >
      {children}
    </RoleGuard>
  );
}
