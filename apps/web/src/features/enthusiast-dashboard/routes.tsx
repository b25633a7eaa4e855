import type { RouteObject } from 'react-router';

/** The enthusiast dashboard (docs/product/enthusiasts.md); its code loads with the screen. */
export const enthusiastDashboardRoutes: RouteObject[] = [
  {
    path: 'enthusiast-dashboard',
    lazy: () =>
      import('./enthusiast-dashboard-page.tsx').then((m) => ({ Component: m.EnthusiastDashboardPage })),
  },
];
