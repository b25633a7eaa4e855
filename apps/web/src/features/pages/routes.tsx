import type { RouteObject } from 'react-router';

/** Static and marketing pages that need no account. */
export const pageRoutes: RouteObject[] = [
  { path: 'about', lazy: () => import('./about-page.tsx').then((m) => ({ Component: m.AboutPage })) },
  { path: 'privacy', lazy: () => import('./privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })) },
  { path: 'terms', lazy: () => import('./terms-page.tsx').then((m) => ({ Component: m.TermsPage })) },
  {
    path: 'resources',
    lazy: () => import('./resources-page.tsx').then((m) => ({ Component: m.ResourcesPage })),
  },
  {
    path: 'cuepoint-stream',
    lazy: () => import('./stream-page.tsx').then((m) => ({ Component: m.StreamPage })),
  },
];
