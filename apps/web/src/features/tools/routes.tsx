import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../app/coming-soon-route.tsx';

const description = 'Free converters that turn your DJ software exports into clean, timestamped tracklists.';

export const toolRoutes: RouteObject[] = [
  comingSoonRoute('dj-tools', 'DJ tools', description),
  comingSoonRoute('dj-tools/:converter', 'Tracklist converter', description),
];
