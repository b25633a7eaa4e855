import type { RouteObject } from 'react-router';

/**
 * The five role landing pages (docs/product/content.md), each server-rendered; their demo dashboards load on the
 * toggle.
 */
export const landingRoutes: RouteObject[] = [
  { path: 'djs', lazy: () => import('./djs/djs-page.tsx').then((m) => ({ Component: m.DjsPage })) },
  {
    path: 'venues',
    lazy: () => import('./venues/venues-page.tsx').then((m) => ({ Component: m.VenuesPage })),
  },
  {
    path: 'enthusiasts',
    lazy: () => import('./enthusiasts/enthusiasts-page.tsx').then((m) => ({ Component: m.EnthusiastsPage })),
  },
  {
    path: 'producers',
    lazy: () => import('./producers/producers-page.tsx').then((m) => ({ Component: m.ProducersPage })),
  },
  {
    path: 'labels',
    lazy: () => import('./labels/labels-page.tsx').then((m) => ({ Component: m.LabelsPage })),
  },
];
