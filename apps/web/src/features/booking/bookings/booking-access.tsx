import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DashboardSkeleton } from '../../../ui/dashboard-skeleton.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { Container } from '../../../ui/layout.tsx';
import { useAuth, type AuthUser } from '../../accounts/auth-context.tsx';
import type { Reader } from './booking-sections.tsx';

/** The dashboard a party returns to from a booking. */
export function dashboardOf(user: AuthUser): string {
  if (user.user_type === 'dj') return '/dj-dashboard';
  if (user.user_type === 'venue') return '/venue-dashboard?tab=bookings';
  return '/enthusiast-dashboard?tab=events';
}

/** A booking's pages are for its two parties: signed in, as its DJ or its customer (the server checks which). */
export function SignedInOnly({ children }: { children: (user: AuthUser, reader: Reader) => ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <DashboardSkeleton />;
  if (!auth.user)
    return (
      <Container className="max-w-xl py-16">
        <Alert tone="info">
          Please sign in to see this booking.{' '}
          <Link to="/" className="underline">
            Go home
          </Link>
        </Alert>
      </Container>
    );
  return <>{children(auth.user, auth.user.user_type === 'dj' ? 'dj' : 'customer')}</>;
}
