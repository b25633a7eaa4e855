import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../app/coming-soon-route.tsx';

const description = 'Guides, news and business advice for DJs, venues and the people who book them.';

export const blogRoutes: RouteObject[] = [
  comingSoonRoute('blog', 'The Cuepoint blog', description),
  comingSoonRoute('blog/category/:category', 'Blog category', description),
  comingSoonRoute('blog/tag/:tag', 'Blog tag', description),
  comingSoonRoute('blog/:slug', 'Blog post', description),
];
