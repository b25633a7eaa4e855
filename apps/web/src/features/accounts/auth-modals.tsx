import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { USER_TYPE_LABELS } from '@cuepoint/domain/accounts/user-types';
import type { CloseConfirmation } from '../../ui/modal.tsx';
import { LazyModal as Modal } from '../../ui/lazy-modal.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import {
  AuthModalsContext,
  type AuthModals,
  type SignInOptions,
  type SignUpOptions,
} from './auth-modals-context.ts';

export { useAuthModals, type SignInOptions, type SignUpOptions } from './auth-modals-context.ts';

// The dialogs' contents (forms, schemas, the country list) load on first use, not with every page.
const SignUpWizard = lazy(() =>
  import('./sign-up/sign-up-wizard.tsx').then((m) => ({ default: m.SignUpWizard })),
);
const SignInPanel = lazy(() =>
  import('./sign-in/sign-in-panel.tsx').then((m) => ({ default: m.SignInPanel })),
);
const ForgotPasswordPanel = lazy(() =>
  import('./sign-in/forgot-password-panel.tsx').then((m) => ({ default: m.ForgotPasswordPanel })),
);

type OpenModal =
  | ({ kind: 'sign-in'; type: TSignupUserType } & SignInOptions)
  | ({ kind: 'reset'; type: TSignupUserType; email: string } & SignInOptions)
  | { kind: 'sign-up'; options: SignUpOptions }
  | null;

const loading = <Spinner label="Loading" className="py-6" />;

/** Asked before Escape, Close or a click outside throws away a wizard that holds input. */
const DISCARD_SIGN_UP: CloseConfirmation = {
  title: 'Discard your sign-up?',
  description: 'What you have entered so far will be lost.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
};

/** One place that owns the sign-in, reset-password and sign-up dialogs, so any screen can open them. */
export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal>(null);
  const [signUpKey, setSignUpKey] = useState(0);
  const [signUpHasInput, setSignUpHasInput] = useState(false);
  const close = useCallback(() => setOpen(null), []);
  const value = useMemo<AuthModals>(
    () => ({
      openSignIn: (type, options = {}) =>
        setOpen({ kind: 'sign-in', type, djId: options.djId, returnTo: options.returnTo }),
      openSignUp: (options = {}) => {
        setSignUpKey((key) => key + 1);
        setSignUpHasInput(false);
        setOpen({ kind: 'sign-up', options });
      },
      close,
    }),
    [close],
  );
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };
  return (
    <AuthModalsContext.Provider value={value}>
      {children}
      <Modal
        open={open?.kind === 'sign-in'}
        onOpenChange={onOpenChange}
        title={open?.kind === 'sign-in' ? `Sign in as a ${USER_TYPE_LABELS[open.type]}` : 'Sign in'}
        size="md"
      >
        {open?.kind === 'sign-in' ? (
          <Suspense fallback={loading}>
            <SignInPanel
              userType={open.type}
              djId={open.djId}
              returnTo={open.returnTo}
              onClose={close}
              onForgotPassword={(email) =>
                setOpen({ kind: 'reset', type: open.type, email, djId: open.djId, returnTo: open.returnTo })
              }
            />
          </Suspense>
        ) : null}
      </Modal>
      <Modal open={open?.kind === 'reset'} onOpenChange={onOpenChange} title="Reset Password" size="md">
        {open?.kind === 'reset' ? (
          <Suspense fallback={loading}>
            <ForgotPasswordPanel
              initialEmail={open.email}
              onBack={() =>
                setOpen({ kind: 'sign-in', type: open.type, djId: open.djId, returnTo: open.returnTo })
              }
              onClose={close}
            />
          </Suspense>
        ) : null}
      </Modal>
      <Modal
        open={open?.kind === 'sign-up'}
        onOpenChange={onOpenChange}
        title="Join Cuepoint"
        size="lg"
        confirmClose={signUpHasInput ? DISCARD_SIGN_UP : undefined}
      >
        {open?.kind === 'sign-up' ? (
          <Suspense fallback={loading}>
            <SignUpWizard
              key={signUpKey}
              presetType={open.options.presetType}
              djId={open.options.djId}
              djName={open.options.djName}
              onDone={close}
              onInputChange={setSignUpHasInput}
            />
          </Suspense>
        ) : null}
      </Modal>
    </AuthModalsContext.Provider>
  );
}
