import type { RouteObject } from 'react-router';

/** The label dashboard (spec 3 §2); its code loads with the screen. */
export const labelDashboardRoutes: RouteObject[] = [
  {
    path: 'label-dashboard',
    lazy: () => import('./label-dashboard-page.tsx').then((m) => ({ Component: m.LabelDashboardPage })),
  },
];
