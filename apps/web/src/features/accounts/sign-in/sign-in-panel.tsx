import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Mail } from 'lucide-react';
import type { TOAuthProvider } from '@cuepoint/domain/accounts/auth-payloads';
import { signInMethodsFor, type TAuthMethod } from '@cuepoint/domain/accounts/sign-in-options';
import { dashboardRouteFor, type TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { Button } from '../../../ui/button.tsx';
import { Alert, Spinner } from '../../../ui/feedback.tsx';
import { useAuth, type AuthUser } from '../auth-context.tsx';
import { SocialButtons } from '../social/social-buttons.tsx';
import { startSocialSignIn } from '../social/start-social-sign-in.ts';
import { useAuthProviders } from '../social/use-auth-providers.ts';
import { EmailSignInForm } from './email-sign-in-form.tsx';
import { bookingHref } from '../../matchmaking/booking-href.ts';
import { isSitePath } from './site-path.ts';

type SignInPanelProps = {
  userType: TSignupUserType;
  onClose(): void;
  onForgotPassword(email: string): void;
  /** Signing in to book this DJ (from the sign-up a 'Book this DJ' opened): the booking form comes next. */
  djId?: number | undefined;
  /** A path of this site to go back to once signed in (the page that asked for it). */
  returnTo?: string | undefined;
};

function isProvider(method: TAuthMethod): method is TOAuthProvider {
  return method !== 'email';
}

/**
 * 'Sign in as a {type}' (docs/product/accounts-and-sessions.md): LinkedIn for all five, Google for all but venue, the
 * e-mail form for DJ and enthusiast — each social option only when the server has it configured. Accounts of the other
 * types that were created with e-mail (sign-up offers it to producers, and to venues and labels when LinkedIn is not
 * configured) reach the same form through "Sign in with email and password", so no account is locked out.
 */
export function SignInPanel({ userType, onClose, onForgotPassword, djId, returnTo }: SignInPanelProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { providers, loading } = useAuthProviders();
  const methods = signInMethodsFor(userType, providers);
  const social = methods.filter(isProvider);
  const emailPrimary = methods.includes('email');
  const [emailOpen, setEmailOpen] = useState(false);
  const [busyProvider, setBusyProvider] = useState<TOAuthProvider | null>(null);
  const [welcome, setWelcome] = useState<{ message: string; user: AuthUser } | null>(null);

  const goToDashboard = (user: AuthUser) => {
    onClose();
    if (isSitePath(returnTo)) navigate(returnTo);
    else navigate(djId ? bookingHref(user.user_type, { id: djId }) : dashboardRouteFor(user.user_type));
  };

  const onSignedIn = (user: AuthUser, message: string | undefined) => {
    auth.setUser(user);
    // Signed in as another type than chosen: say so before leaving (docs/product/accounts-and-sessions.md).
    if (message) setWelcome({ message, user });
    else goToDashboard(user);
  };

  if (welcome) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success">{welcome.message}</Alert>
        <Button className="w-full" onClick={() => goToDashboard(welcome.user)}>
          Continue to your dashboard
        </Button>
      </div>
    );
  }

  if (loading) return <Spinner label="Loading sign-in options" />;

  return (
    <div className="flex flex-col gap-4">
      <SocialButtons
        providers={social}
        verb="Sign in"
        busyProvider={busyProvider}
        onSelect={(provider) => {
          setBusyProvider(provider);
          void startSocialSignIn({
            provider,
            userType,
            returnTo: isSitePath(returnTo) ? returnTo : undefined,
          });
        }}
      />
      {social.length > 0 && (emailPrimary || emailOpen) ? (
        <div className="flex items-center gap-3 text-xs uppercase tracking-widest text-mist-400" aria-hidden>
          <span className="h-px flex-1 bg-ink-600" />
          or
          <span className="h-px flex-1 bg-ink-600" />
        </div>
      ) : null}
      {emailPrimary || emailOpen ? (
        <EmailSignInForm userType={userType} onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} />
      ) : (
        <Button
          variant="ghost"
          className="w-full"
          icon={<Mail className="size-5" aria-hidden />}
          onClick={() => setEmailOpen(true)}
        >
          Sign in with email and password
        </Button>
      )}
    </div>
  );
}
