import type { RouteObject } from 'react-router';

/** The producer dashboard (spec 3 §2); its code loads with the screen. */
export const producerDashboardRoutes: RouteObject[] = [
  {
    path: 'producer-dashboard',
    lazy: () => import('./producer-dashboard-page.tsx').then((m) => ({ Component: m.ProducerDashboardPage })),
  },
];
