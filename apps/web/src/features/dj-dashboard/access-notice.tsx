import type { ReactNode } from 'react';
import { Lock, LogIn } from 'lucide-react';
import { dashboardRouteFor, userTypeLabel } from '@cuepoint/domain/accounts/user-types';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/layout.tsx';
import { useAuthModals } from '../accounts/auth-modals.tsx';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-20 sm:py-28">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-cue-500/15 text-cue-400">
          <Lock className="size-8" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {children}
      </div>
    </Container>
  );
}

/** A visitor (docs/product/djs.md): the spec's refusal, and a way to sign in or sign up as a DJ right here. */
export function SignedOutNotice() {
  const modals = useAuthModals();
  return (
    <Notice title="DJ Dashboard">
      <p role="alert" className="mt-4 text-lg text-mist-200">
        {DJ_DASHBOARD_MESSAGES.accessDenied}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button icon={<LogIn className="size-4" aria-hidden />} onClick={() => modals.openSignIn('dj')}>
          Sign in as a DJ
        </Button>
        <Button variant="outline" onClick={() => modals.openSignUp({ presetType: 'dj' })}>
          Join as a DJ
        </Button>
      </div>
    </Notice>
  );
}

/**
 * Another kind of account (docs/product/djs.md: DJ users only): what this page is, and the way to the user's own
 * dashboard.
 */
export function WrongRoleNotice({ userType }: { userType: string }) {
  return (
    <Notice title="This dashboard is for DJs">
      <p className="mt-4 text-lg text-mist-200">
        You are signed in with a {userTypeLabel(userType)} account. The DJ dashboard is only available to DJ
        accounts.
      </p>
      <ButtonLink to={dashboardRouteFor(userType)} className="mt-8">
        Go to your dashboard
      </ButtonLink>
    </Notice>
  );
}
