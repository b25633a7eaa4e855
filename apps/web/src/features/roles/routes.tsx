import type { RouteObject } from 'react-router';
import { djDashboardRoutes } from '../dj-dashboard/routes.tsx';
import { djWorkspaceRoutes } from '../dj-workspace/routes.tsx';
import { venueDashboardRoutes } from '../venue-dashboard/routes.tsx';
import { enthusiastDashboardRoutes } from '../enthusiast-dashboard/routes.tsx';
import { producerDashboardRoutes } from '../producer/routes.tsx';
import { labelDashboardRoutes } from '../label/routes.tsx';
import { accountHomeRoutes } from '../account-home/routes.tsx';
import { landingRoutes } from '../landing/routes.tsx';

/** Role landing pages and dashboards. */
export const roleRoutes: RouteObject[] = [
  ...landingRoutes,
  ...djDashboardRoutes,
  ...djWorkspaceRoutes,
  ...venueDashboardRoutes,
  ...enthusiastDashboardRoutes,
  ...producerDashboardRoutes,
  ...labelDashboardRoutes,
  ...accountHomeRoutes,
];
