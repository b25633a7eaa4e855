import type { RouteObject } from 'react-router';

/** The operator console; its code loads with the screen. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: () => import('./admin-page.tsx').then((m) => ({ Component: m.AdminPage })),
  },
];
