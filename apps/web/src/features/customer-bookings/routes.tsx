import type { RouteObject } from 'react-router';

/** A venue's or an enthusiast's requests and bookings on one page (docs/product/booking-requests.md); signed in. */
export const customerBookingsRoutes: RouteObject[] = [
  {
    path: 'bookings',
    lazy: () => import('./customer-bookings-page.tsx').then((m) => ({ Component: m.CustomerBookingsPage })),
  },
];
