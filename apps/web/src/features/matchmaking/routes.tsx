import type { RouteObject } from 'react-router';

/** /search: the DJ search, and /find-djs: the public directory of DJs (both first segments RESERVED_SLUGS keeps off DJ slugs); its code loads with the screen. */
export const matchmakingRoutes: RouteObject[] = [
  { path: 'search', lazy: () => import('./dj-search-page.tsx').then((m) => ({ Component: m.DjSearchPage })) },
  {
    path: 'find-djs',
    lazy: () => import('./find-djs-page.tsx').then((m) => ({ Component: m.FindDjsPage })),
  },
];
