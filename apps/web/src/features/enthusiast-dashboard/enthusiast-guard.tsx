import type { ReactNode } from 'react';
import {
  ENTHUSIAST_OTHER_ROLE_REDIRECT,
  ENTHUSIAST_VISITOR_REDIRECT,
} from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { Redirect } from '../../app/render/redirect.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { useAuth, type AuthUser } from '../accounts/auth-context.tsx';
import { useSignedOutDestination } from '../accounts/use-signed-out-destination.ts';

function Waiting({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Container className="flex justify-center py-24">
      <Spinner label={label} />
      {children}
    </Container>
  );
}

/**
 * The enthusiast dashboard is for enthusiast accounts only (spec 2 §2, §6): a spinner while the session is checked,
 * then a visitor goes to /enthusiasts and another account type to / (a 302 when the page is rendered on the server,
 * a replacing navigation in the browser). An enthusiast who signs out here goes home, where Sign Out takes it.
 */
export function EnthusiastOnly({ children }: { children: (user: AuthUser) => ReactNode }) {
  const auth = useAuth();
  const signedOutTo = useSignedOutDestination(ENTHUSIAST_VISITOR_REDIRECT);
  if (auth.status === 'loading') return <Waiting label="Loading your dashboard…" />;
  if (!auth.user) {
    return (
      <Waiting label="Redirecting…">
        <Redirect to={signedOutTo} />
      </Waiting>
    );
  }
  if (auth.user.user_type !== 'enthusiast') {
    return (
      <Waiting label="Redirecting…">
        <Redirect to={ENTHUSIAST_OTHER_ROLE_REDIRECT} />
      </Waiting>
    );
  }
  return <>{children(auth.user)}</>;
}
