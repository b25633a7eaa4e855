import type { RouteObject } from 'react-router';

/** The venue dashboard and its booking screen (docs/product/venues.md); their code loads with the screen. */
export const venueDashboardRoutes: RouteObject[] = [
  {
    path: 'venue-dashboard',
    lazy: () => import('./venue-dashboard-page.tsx').then((m) => ({ Component: m.VenueDashboardPage })),
  },
  {
    path: 'venue-dashboard/book-dj',
    lazy: () => import('./book-dj-page.tsx').then((m) => ({ Component: m.BookDjPage })),
  },
];
