import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../app/coming-soon-route.tsx';

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
  comingSoonRoute(
    'app',
    'Cuepoint App',
    'The Cuepoint app for macOS streams uncompressed 48 kHz audio between DJs and venues.',
  ),
];

/** Screens outside the main layout. */
export const standaloneContentRoutes: RouteObject[] = [
  {
    path: 'coming-soon',
    lazy: () => import('./coming-soon-page.tsx').then((m) => ({ Component: m.ComingSoonPage })),
  },
];
