import type { ReactNode } from 'react';
import { UserPlus } from 'lucide-react';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { Button, type ButtonSize, type ButtonVariant } from '../../../ui/button.tsx';
import { preloadModal } from '../../../ui/lazy-modal.tsx';
import { useAuthModals } from '../../accounts/auth-modals.tsx';

/** "Sign Up as a DJ", …: opens the sign-up wizard with the role chosen, so it starts at its second step. */
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
  const modals = useAuthModals();
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
