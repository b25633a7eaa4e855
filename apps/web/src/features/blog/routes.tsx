import type { RouteObject } from 'react-router';

const listPage = (mode: 'all' | 'category' | 'tag') => () =>
  import('./blog-list-page.tsx').then((m) => ({ Component: () => <m.BlogListPage mode={mode} /> }));

export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: listPage('all') },
  { path: 'blog/category/:category', lazy: listPage('category') },
  { path: 'blog/tag/:tag', lazy: listPage('tag') },
  {
    path: 'blog/:slug',
    lazy: () => import('./blog-post-page.tsx').then((m) => ({ Component: m.BlogPostPage })),
  },
];
