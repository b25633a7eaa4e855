import type { RouteObject } from 'react-router';
import { MainLayout } from './layout/main-layout.tsx';
import { RouteError } from './route-error.tsx';
import { homeRoutes } from '../features/home/routes.tsx';
import { pageRoutes } from '../features/pages/routes.tsx';
import { toolRoutes } from '../features/tools/routes.tsx';
import { blogRoutes } from '../features/blog/routes.tsx';
import { contentRoutes, standaloneContentRoutes } from '../features/content/routes.tsx';
import { accountRoutes, standaloneAccountRoutes } from '../features/accounts/routes.tsx';
import { roleRoutes } from '../features/roles/routes.tsx';
import { djProfileRoutes } from '../features/dj-profile/routes.tsx';
import { bookingRoutes } from '../features/booking/routes.tsx';
import { customerBookingsRoutes } from '../features/customer-bookings/routes.tsx';
import { adminRoutes } from '../features/admin/routes.tsx';
import { matchmakingRoutes } from '../features/matchmaking/routes.tsx';
import { NotFoundPage } from '../features/pages/not-found-page.tsx';
import { AppShell } from './providers.tsx';

/**
 * The route table (docs/product/content.md). Static segments rank above `/:slug` (a DJ's public page),
 * so every named route wins over a DJ slug; anything deeper that matches nothing is the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      ...standaloneAccountRoutes,
      ...standaloneContentRoutes,
      {
        path: '/',
        element: <MainLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              ...homeRoutes,
              ...pageRoutes,
              ...toolRoutes,
              ...blogRoutes,
              ...contentRoutes,
              ...accountRoutes,
              ...roleRoutes,
              ...bookingRoutes,
              ...customerBookingsRoutes,
              ...adminRoutes,
              ...matchmakingRoutes,
              ...djProfileRoutes,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
