import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DashboardSkeleton } from '../../../ui/dashboard-skeleton.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { Container } from '../../../ui/layout.tsx';
import type { AuthUser } from '../../accounts/auth-context.tsx';
import { useSignedInPage } from '../../accounts/use-signed-in-page.ts';
import { useAuthModals } from '../../accounts/auth-modals.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import type { Reader } from './booking-sections.tsx';
import { sideOfType } from '@cuepoint/domain/booking/sides';

/** The dashboard a party returns to from a booking. */
export function dashboardOf(user: AuthUser): string {
  if (user.user_type === 'dj') return '/dj-dashboard';
  if (user.user_type === 'venue') return '/venue-dashboard?tab=bookings';
  return '/enthusiast-dashboard?tab=events';
}

/** Who can be a party to a booking, for the sign-in dialog's title and its social buttons. */
const PARTIES = [
  { type: 'dj', label: 'Sign in as a DJ' },
  { type: 'venue', label: 'Sign in as a venue' },
  { type: 'enthusiast', label: 'Sign in as a music enthusiast' },
] as const;

/**
 * A booking's pages are for its two parties: signed in, as its DJ or its customer (the server checks which). Signed
 * out (a session that ended), the sign-in comes back to this page.
 */
export function SignedInOnly({ children }: { children: (user: AuthUser, reader: Reader) => ReactNode }) {
  const auth = useSignedInPage();
  const modals = useAuthModals();
  const location = useLocation();
  if (auth.status === 'loading') return <DashboardSkeleton />;
  if (!auth.user) {
    const returnTo = `${location.pathname}${location.search}`;
    return (
      <Container className="max-w-xl py-16">
        <Alert tone="info">Please sign in to see this booking.</Alert>
        <div className="mt-4 flex flex-wrap gap-2">
          {PARTIES.map((party) => (
            <Button
              key={party.type}
              size="sm"
              variant={party.type === 'dj' ? 'primary' : 'outline'}
              onClick={() => modals.openSignIn(party.type, { returnTo })}
            >
              {party.label}
            </Button>
          ))}
          <ButtonLink to="/" size="sm" variant="ghost">
            Go home
          </ButtonLink>
        </div>
      </Container>
    );
  }
  return <>{children(auth.user, sideOfType(auth.user.user_type))}</>;
}
