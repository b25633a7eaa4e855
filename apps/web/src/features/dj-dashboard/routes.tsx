import type { RouteObject } from 'react-router';

/** The DJ dashboard (docs/product/djs.md); its code loads with the screen. */
export const djDashboardRoutes: RouteObject[] = [
  {
    path: 'dj-dashboard',
    lazy: () => import('./dj-dashboard-page.tsx').then((m) => ({ Component: m.DjDashboardPage })),
  },
];
