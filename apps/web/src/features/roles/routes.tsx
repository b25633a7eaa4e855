import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../app/coming-soon-route.tsx';
import { djDashboardRoutes } from '../dj-dashboard/routes.tsx';
import { venueDashboardRoutes } from '../venue-dashboard/routes.tsx';
import { enthusiastDashboardRoutes } from '../enthusiast-dashboard/routes.tsx';

/** Role landing pages and dashboards. */
export const roleRoutes: RouteObject[] = [
  comingSoonRoute(
    'djs',
    'For DJs',
    'Get booked in person or as a live stream, and keep 100% of your rate minus a 1-per-hour platform fee.',
  ),
  comingSoonRoute('venues', 'For Venues', 'Book DJs for your floor or stream them in live from anywhere.'),
  comingSoonRoute('labels', 'For Labels', 'Monetize your back catalogue and promote to working DJs.'),
  comingSoonRoute('producers', 'For Producers', 'Sell stems and projects to DJs and offer DAW training.'),
  comingSoonRoute(
    'enthusiasts',
    'For Music Enthusiasts',
    'Book DJs for private events and follow the artists you love.',
  ),
  ...djDashboardRoutes,
  ...venueDashboardRoutes,
  ...enthusiastDashboardRoutes,
  comingSoonRoute(
    'producer-dashboard',
    'Producer dashboard',
    'Upload tracks and stems, and manage DAW training.',
  ),
  comingSoonRoute(
    'label-dashboard',
    'Label dashboard',
    'Stems sales, DJ pool performance and performance rights.',
  ),
  comingSoonRoute(
    'tour-manager-dashboard',
    'Tour manager dashboard',
    'Plan your artists\u2019 bookings across cities.',
  ),
  comingSoonRoute(
    'tour-manager/dashboard',
    'Tour manager dashboard',
    'Plan your artists\u2019 bookings across cities.',
  ),
  comingSoonRoute('dashboard', 'Your dashboard', 'Your Cuepoint dashboard.'),
];
