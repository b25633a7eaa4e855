import type { RouteObject } from 'react-router';

/** The label dashboard (docs/product/producers-and-labels.md); its code loads with the screen. */
export const labelDashboardRoutes: RouteObject[] = [
  {
    path: 'label-dashboard',
    lazy: () => import('./label-dashboard-page.tsx').then((m) => ({ Component: m.LabelDashboardPage })),
  },
];
