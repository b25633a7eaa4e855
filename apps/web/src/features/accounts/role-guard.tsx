import type { ReactNode } from 'react';
import type { TUserType } from '@cuepoint/domain/accounts/user-types';
import { Redirect } from '../../app/render/redirect.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import type { AuthUser } from './auth-context.tsx';
import { useSignedInPage } from './use-signed-in-page.ts';
import { useSignedOutDestination } from './use-signed-out-destination.ts';

function Waiting({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Container className="flex justify-center py-24">
      <Spinner label={label} />
      {children}
    </Container>
  );
}

function Redirecting({ to }: { to: string }) {
  return (
    <Waiting label="Redirecting…">
      <Redirect to={to} />
    </Waiting>
  );
}

/**
 * A dashboard for one account type (docs/product/accounts-and-sessions.md; docs/product/accounts-and-sessions.md):
 * `loading` while the session is checked (a spinner unless the screen gives its own), then a visitor goes to
 * `visitorTo` and a signed-in account of another type to `otherRoleTo` (a 302 when the page is rendered on the server,
 * a replacing navigation in the browser). An account that signs out on the screen goes home, where Sign Out takes it.
 */
export function RoleGuard({
  role,
  visitorTo,
  otherRoleTo,
  loading,
  children,
}: {
  role: TUserType;
  visitorTo: string;
  otherRoleTo: string;
  loading?: ReactNode;
  children: (user: AuthUser) => ReactNode;
}) {
  const auth = useSignedInPage();
  const signedOutTo = useSignedOutDestination(visitorTo);
  if (auth.status === 'loading') return loading ?? <Waiting label="Loading your dashboard…" />;
  if (!auth.user) return <Redirecting to={signedOutTo} />;
  if (auth.user.user_type !== role) return <Redirecting to={otherRoleTo} />;
  return <>{children(auth.user)}</>;
}
