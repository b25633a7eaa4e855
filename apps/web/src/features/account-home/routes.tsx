import type { RouteObject } from 'react-router';

const tourManagerPage = () =>
  import('./tour-manager-dashboard-page.tsx').then((m) => ({ Component: m.TourManagerDashboardPage }));

/**
 * The tour manager's dashboard (at both of its addresses, docs/product/producers-and-labels.md) and the /dashboard
 * fallback.
 */
export const accountHomeRoutes: RouteObject[] = [
  { path: 'tour-manager/dashboard', lazy: tourManagerPage },
  { path: 'tour-manager-dashboard', lazy: tourManagerPage },
  {
    path: 'dashboard',
    lazy: () => import('./account-dashboard-page.tsx').then((m) => ({ Component: m.AccountDashboardPage })),
  },
];
