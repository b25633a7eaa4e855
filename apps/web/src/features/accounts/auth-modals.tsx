import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { USER_TYPE_LABELS } from '@cuepoint/domain/accounts/user-types';
import { Modal } from '../../ui/modal.tsx';

export type SignUpOptions = { presetType?: TSignupUserType | undefined; djId?: number | undefined };

type AuthModals = {
  openSignIn(type: TSignupUserType): void;
  openSignUp(options?: SignUpOptions): void;
  close(): void;
};

type OpenModal = { kind: 'sign-in'; type: TSignupUserType } | { kind: 'sign-up'; options: SignUpOptions } | null;

const AuthModalsContext = createContext<AuthModals | null>(null);

/** One place that owns the sign-in and sign-up dialogs, so any screen can open them. */
export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal>(null);
  const close = useCallback(() => setOpen(null), []);
  const value = useMemo<AuthModals>(
    () => ({
      openSignIn: (type) => setOpen({ kind: 'sign-in', type }),
      openSignUp: (options = {}) => setOpen({ kind: 'sign-up', options }),
      close,
    }),
    [close],
  );
  return (
    <AuthModalsContext.Provider value={value}>
      {children}
      <Modal
        open={open?.kind === 'sign-in'}
        onOpenChange={(next) => !next && close()}
        title={open?.kind === 'sign-in' ? `Sign in as a ${USER_TYPE_LABELS[open.type]}` : 'Sign in'}
        size="md"
      >
        <p className="text-mist-300">Accounts open soon. Sign-in will be available here.</p>
      </Modal>
      <Modal open={open?.kind === 'sign-up'} onOpenChange={(next) => !next && close()} title="Join Cuepoint" size="lg">
        <p className="text-mist-300">Accounts open soon. The sign-up wizard will be available here.</p>
      </Modal>
    </AuthModalsContext.Provider>
  );
}

export function useAuthModals(): AuthModals {
  const value = useContext(AuthModalsContext);
  if (!value) throw new Error('useAuthModals must be used inside AuthModalsProvider');
  return value;
}
