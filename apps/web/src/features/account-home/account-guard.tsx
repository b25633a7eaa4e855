import type { ReactNode } from 'react';
import { REDIRECTING_TO_DASHBOARD } from '@cuepoint/domain/accounts/user-types';
import { Redirect } from '../../app/render/redirect.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import type { AuthUser } from '../accounts/auth-context.tsx';
import { useSignedInPage } from '../accounts/use-signed-in-page.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** On its way to another address: the spec's redirect line, a link in case the move does not happen, the redirect. */
export function RedirectingTo({ to }: { to: string }) {
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <Spinner label={REDIRECTING_TO_DASHBOARD} />
      <a href={to} className="text-sm text-cue-300 underline-offset-4 hover:underline">
        Open your dashboard
      </a>
      <Redirect to={to} />
    </Container>
  );
}

/**
 * A signed-in account's page: a spinner while the session is checked, the sign-in prompt for a visitor, and for a
 * signed-in account whatever `children` makes of it (its page, or a redirect to its own dashboard).
 */
export function SignedIn({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: (user: AuthUser) => ReactNode;
}) {
  const auth = useSignedInPage();
  if (auth.status === 'loading') {
    return (
      <Container className="flex justify-center py-24">
        <Spinner label="Loading your dashboard…" />
      </Container>
    );
  }
  if (!auth.user) return note ? <SignInPrompt title={title} note={note} /> : <SignInPrompt title={title} />;
  return <>{children(auth.user)}</>;
}
