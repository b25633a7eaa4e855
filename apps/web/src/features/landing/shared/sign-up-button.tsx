import type { ReactNode } from 'react';
import { LayoutDashboard, UserPlus } from 'lucide-react';
import { dashboardRouteFor } from '@cuepoint/domain/accounts/user-types';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../../../ui/button.tsx';
import { preloadModal } from '../../../ui/lazy-modal.tsx';
import { useAuth } from '../../accounts/auth-context.tsx';
import { useAuthModals } from '../../accounts/auth-modals.tsx';

export const GO_TO_DASHBOARD = 'Go to your dashboard';

/**
 * "Sign Up as a DJ", …: opens the sign-up wizard with the role chosen, so it starts at its second step. A signed-in
 * account has one already: it gets a link to its own dashboard instead. The session is the one the server rendered
 * the page with (the seed), so the hydrated page shows the same button as its HTML.
 */
export function SignUpButton({
  role,
  children,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  role: TSignupUserType;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const auth = useAuth();
  const modals = useAuthModals();
  const user = auth.status === 'authenticated' ? auth.user : null;
  if (user) {
    return (
      <ButtonLink
        to={dashboardRouteFor(user.user_type)}
        variant={variant}
        size={size}
        className={className}
        icon={<LayoutDashboard className="size-5" aria-hidden />}
      >
        {GO_TO_DASHBOARD}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      icon={<UserPlus className="size-5" aria-hidden />}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      onClick={() => modals.openSignUp({ presetType: role })}
    >
      {children}
    </Button>
  );
}
