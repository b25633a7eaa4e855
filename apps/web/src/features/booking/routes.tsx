import type { RouteObject } from 'react-router';

/** A booking's page for both parties and the customer's three-step confirmation; their code loads with the screen. */
export const bookingRoutes: RouteObject[] = [
  {
    path: 'bookings/:id',
    lazy: () => import('./bookings/booking-page.tsx').then((m) => ({ Component: m.BookingPage })),
  },
  {
    path: 'bookings/:id/confirm',
    lazy: () =>
      import('./bookings/confirm/confirm-page.tsx').then((m) => ({ Component: m.ConfirmBookingPage })),
  },
];
