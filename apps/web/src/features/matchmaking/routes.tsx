import type { RouteObject } from 'react-router';

/** /search: the DJ search (a first segment RESERVED_SLUGS keeps off DJ slugs); its code loads with the screen. */
export const matchmakingRoutes: RouteObject[] = [
  { path: 'search', lazy: () => import('./dj-search-page.tsx').then((m) => ({ Component: m.DjSearchPage })) },
];
