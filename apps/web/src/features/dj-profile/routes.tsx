import type { RouteObject } from 'react-router';

const profilePage = () => import('./dj-profile-page.tsx').then((m) => ({ Component: m.DjProfilePage }));

/**
 * A DJ's public profile at /dj/{id} and /{slug} (docs/product/djs.md). `:slug` is a single dynamic segment, so every
 * named route outranks it; RESERVED_SLUGS keeps DJ slugs off those names.
 */
export const djProfileRoutes: RouteObject[] = [
  { path: 'dj/:id', lazy: profilePage },
  { path: ':slug', lazy: profilePage },
];
