import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../app/coming-soon-route.tsx';

const description = 'Accounts for DJs, venues, enthusiasts, producers and labels open soon.';

/** Account screens outside the main layout (1-foundation §2). */
export const standaloneAccountRoutes: RouteObject[] = [
  comingSoonRoute('auth/callback', 'Signing you in', description),
  comingSoonRoute('verify-email', 'Verify your e-mail', description),
  comingSoonRoute('check-email', 'Check your e-mail', description),
];

export const accountRoutes: RouteObject[] = [comingSoonRoute('signup', 'Join Cuepoint', description)];
