import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../app/coming-soon-route.tsx';

/** Public forms inside the main layout. */
export const contentRoutes: RouteObject[] = [
  comingSoonRoute('contact', 'Contact us', 'Questions, support and legal requests reach the Cuepoint team here.'),
  comingSoonRoute('report-bug', 'Report a bug', 'Tell us what went wrong and we will fix it.'),
  comingSoonRoute('app', 'Cuepoint App', 'The Cuepoint app for macOS streams uncompressed 48 kHz audio between DJs and venues.'),
];

/** Screens outside the main layout. */
export const standaloneContentRoutes: RouteObject[] = [
  comingSoonRoute('coming-soon', 'Cuepoint is coming', 'Join the waitlist to hear when Cuepoint opens in your city.'),
];
