import type { ReactNode } from 'react';
import { Redirect } from '../../app/render/redirect.tsx';
import { DashboardSkeleton } from '../../ui/dashboard-skeleton.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { useAuth, type AuthUser } from '../accounts/auth-context.tsx';
import { useSignedOutDestination } from '../accounts/use-signed-out-destination.ts';

/** Where the venue screens send everyone else (spec 2 §2): a visitor to the venues page, other accounts home. */
export const VISITOR_REDIRECT = '/venues';
export const OTHER_ROLE_REDIRECT = '/';

function Redirecting({ to }: { to: string }) {
  return (
    <Container className="py-24">
      <Spinner label="Redirecting…" />
      <Redirect to={to} />
    </Container>
  );
}

/**
 * The venue screens are for venue accounts only (spec 2 §2, §6). A visitor goes to /venues and a signed-in account
 * of another type to /: with a 302 when the page is rendered on the server, a replacing navigation in the browser.
 * A venue that signs out here goes home, where Sign Out takes it.
 */
export function VenueOnly({ children }: { children: (user: AuthUser) => ReactNode }) {
  const auth = useAuth();
  const signedOutTo = useSignedOutDestination(VISITOR_REDIRECT);
  if (auth.status === 'loading') return <DashboardSkeleton />;
  if (!auth.user) return <Redirecting to={signedOutTo} />;
  if (auth.user.user_type !== 'venue') return <Redirecting to={OTHER_ROLE_REDIRECT} />;
  return <>{children(auth.user)}</>;
}
