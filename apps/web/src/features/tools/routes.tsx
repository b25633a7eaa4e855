import type { RouteObject } from 'react-router';

/** The free tracklist converters; the conversion code loads with the converter page, never up front. */
export const toolRoutes: RouteObject[] = [
  { path: 'dj-tools', lazy: () => import('./dj-tools-page.tsx').then((m) => ({ Component: m.DjToolsPage })) },
  {
    path: 'dj-tools/:converter',
    lazy: () => import('./converter-page.tsx').then((m) => ({ Component: m.ConverterPage })),
  },
];
