import { Mail } from 'lucide-react';
import type { TOAuthProvider } from '@cuepoint/domain/accounts/auth-payloads';
import { signUpMethodsFor, type TAuthMethod } from '@cuepoint/domain/accounts/sign-in-options';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/feedback.tsx';
import { SocialButtons } from '../social/social-buttons.tsx';

type SignUpMethodsProps = {
  userType: TSignupUserType;
  providers: readonly TOAuthProvider[];
  providersLoading: boolean;
  emailChosen: boolean;
  onChooseEmail(): void;
  onSocial(provider: TOAuthProvider): void;
  busyProvider: TOAuthProvider | null;
};

function isProvider(method: TAuthMethod): method is TOAuthProvider {
  return method !== 'email';
}

/**
 * The methods a role may sign up with (docs/product/accounts-and-sessions.md), limited to the providers the server
 * offers.
 */
export function useSignUpMethods(userType: TSignupUserType, providers: readonly TOAuthProvider[]) {
  const methods = signUpMethodsFor(userType, providers);
  const social = methods.filter(isProvider);
  return { social, email: methods.includes('email'), emailOnly: social.length === 0 };
}

/** Step 3's choice between social sign-up and 'Sign up with Email'. */
export function SignUpMethods(props: SignUpMethodsProps) {
  const { userType, providers, providersLoading, emailChosen, onChooseEmail, onSocial, busyProvider } = props;
  const { social, email, emailOnly } = useSignUpMethods(userType, providers);
  if (providersLoading) return <Spinner label="Loading sign-up options" className="text-sm" />;
  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold uppercase tracking-[0.15em] text-wave-400">Create your account</h4>
      {userType === 'label' && social.includes('linkedin') ? (
        <p className="text-sm text-mist-300">We use LinkedIn to verify your label's business identity.</p>
      ) : null}
      <SocialButtons providers={social} verb="Sign up" onSelect={onSocial} busyProvider={busyProvider} />
      {email && !emailChosen ? (
        <>
          {emailOnly ? null : (
            <div
              className="flex items-center gap-3 text-xs uppercase tracking-widest text-mist-400"
              aria-hidden
            >
              <span className="h-px flex-1 bg-ink-600" />
              or
              <span className="h-px flex-1 bg-ink-600" />
            </div>
          )}
          <Button
            variant="outline"
            className="w-full"
            icon={<Mail className="size-5" aria-hidden />}
            onClick={onChooseEmail}
          >
            Sign up with Email
          </Button>
        </>
      ) : null}
    </div>
  );
}
