import type { RouteObject } from 'react-router';

/**
 * The DJ's pages beside the overview (docs/product/djs.md, "The DJ's pages"): signed-in pages like the dashboard,
 * their code loads with the screen.
 */
export const djWorkspaceRoutes: RouteObject[] = [
  {
    path: 'dj-dashboard/inbox',
    lazy: () => import('./inbox/inbox-page.tsx').then((m) => ({ Component: m.DjInboxPage })),
  },
  {
    path: 'dj-dashboard/inbox/:requestId',
    lazy: () => import('./inbox/inbox-page.tsx').then((m) => ({ Component: m.DjInboxPage })),
  },
  {
    path: 'dj-dashboard/bookings',
    lazy: () => import('./bookings/bookings-page.tsx').then((m) => ({ Component: m.DjBookingsPage })),
  },
  {
    path: 'dj-dashboard/payouts',
    lazy: () => import('./payouts/payouts-page.tsx').then((m) => ({ Component: m.DjPayoutsPage })),
  },
];
