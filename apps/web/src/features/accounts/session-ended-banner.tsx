import { LogIn } from 'lucide-react';
import { SIGN_IN_MENU } from '@cuepoint/domain/accounts/user-types';
import { Button } from '../../ui/button.tsx';
import { DismissButton } from '../../ui/dismiss-button.tsx';
import { Container } from '../../ui/layout.tsx';
import { useAuth } from './auth-context.tsx';
import { useAuthModals } from './auth-modals.tsx';

export const SESSION_ENDED_TITLE = 'Your session has ended';
export const SESSION_ENDED_LEAD = 'You were signed out. Sign in again to go on where you were.';

/**
 * When the server no longer knew the page's session (it expired, or the account signed out elsewhere): says so and
 * offers to sign in again as the same kind of account, back to this page (decision record 047).
 */
export function SessionEndedBanner() {
  const { user, sessionEnded, dismissSessionEnded } = useAuth();
  const modals = useAuthModals();
  if (!sessionEnded || user) return null;
  const entry = SIGN_IN_MENU.find((item) => item.type === sessionEnded.userType);
  return (
    <section aria-labelledby="session-ended-title" className="border-b border-wave-400/30 bg-wave-400/10">
      <Container className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
        <LogIn className="hidden size-5 shrink-0 text-wave-200 sm:block" aria-hidden />
        <div role="status" className="min-w-0 flex-1 text-sm">
          <h2 id="session-ended-title" className="font-semibold text-wave-100">
            {SESSION_ENDED_TITLE}
          </h2>
          <p className="text-mist-200">{SESSION_ENDED_LEAD}</p>
        </div>
        <div className="flex items-center gap-2">
          {entry ? (
            <Button size="sm" onClick={() => modals.openSignIn(entry.type, { returnTo: sessionEnded.path })}>
              Sign in as {entry.label}
            </Button>
          ) : null}
          <DismissButton onDismiss={dismissSessionEnded} />
        </div>
      </Container>
    </section>
  );
}
