import type { RouteObject } from 'react-router';

/** Public forms inside the main layout. */
export const contentRoutes: RouteObject[] = [
  { path: 'contact', lazy: () => import('./contact-page.tsx').then((m) => ({ Component: m.ContactPage })) },
  {
    path: 'report-bug',
    lazy: () => import('./report-bug-page.tsx').then((m) => ({ Component: m.ReportBugPage })),
  },
  {
    path: 'newsletter/unsubscribe',
    lazy: () => import('./unsubscribe-page.tsx').then((m) => ({ Component: m.UnsubscribePage })),
  },
  { path: 'app', lazy: () => import('./app-page.tsx').then((m) => ({ Component: m.AppPage })) },
];

/** Screens outside the main layout. */
export const standaloneContentRoutes: RouteObject[] = [
  {
    path: 'coming-soon',
    lazy: () => import('./coming-soon-page.tsx').then((m) => ({ Component: m.ComingSoonPage })),
  },
];
