import type { TOAuthProvider } from '@cuepoint/domain/accounts/auth-payloads';
import { OAUTH_PROVIDER_LABELS } from '@cuepoint/domain/accounts/sign-in-options';
import { Button } from '../../../ui/button.tsx';
import { GoogleIcon, LinkedInIcon } from './social-icons.tsx';

const ICONS: Partial<Record<TOAuthProvider, typeof GoogleIcon>> = {
  linkedin: LinkedInIcon,
  google: GoogleIcon,
};

type SocialButtonsProps = {
  providers: readonly TOAuthProvider[];
  verb: 'Sign in' | 'Sign up';
  onSelect(provider: TOAuthProvider): void;
  busyProvider?: TOAuthProvider | null;
};

/** One full-width button per offered provider: "Sign up with LinkedIn", "Sign in with Google". */
export function SocialButtons({ providers, verb, onSelect, busyProvider }: SocialButtonsProps) {
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {providers.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            variant="outline"
            className="w-full"
            busy={busyProvider === provider}
            disabled={Boolean(busyProvider)}
            icon={
              Icon ? (
                <Icon className={provider === 'linkedin' ? 'size-5 text-[#5aa9e6]' : 'size-5'} />
              ) : undefined
            }
            onClick={() => onSelect(provider)}
          >
            {`${verb} with ${OAUTH_PROVIDER_LABELS[provider]}`}
          </Button>
        );
      })}
    </div>
  );
}
