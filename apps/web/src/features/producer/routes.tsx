import type { RouteObject } from 'react-router';

/** The producer dashboard (docs/product/producers-and-labels.md); its code loads with the screen. */
export const producerDashboardRoutes: RouteObject[] = [
  {
    path: 'producer-dashboard',
    lazy: () => import('./producer-dashboard-page.tsx').then((m) => ({ Component: m.ProducerDashboardPage })),
  },
];
