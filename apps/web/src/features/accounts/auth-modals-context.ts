import { createContext, useContext } from 'react';
import type { TSignupUserType } from '@cuepoint/domain/accounts/user-types';

/** A sign-up that 'Book this DJ' opened carries the DJ (its id, and its name when known). */
export type SignUpOptions = {
  presetType?: TSignupUserType | undefined;
  djId?: number | undefined;
  djName?: string | undefined;
};
/**
 * Signing in to book a DJ: the booking form for it comes next instead of the dashboard; or to go back to a page of
 * the site that asked for the sign-in (`returnTo`, a path of this site).
 */
export type SignInOptions = { djId?: number | undefined; returnTo?: string | undefined };

export type AuthModals = {
  openSignIn(type: TSignupUserType, options?: SignInOptions): void;
  openSignUp(options?: SignUpOptions): void;
  close(): void;
};

/** The sign-in and sign-up dialogs of auth-modals.tsx, opened from anywhere below its provider. */
export const AuthModalsContext = createContext<AuthModals | null>(null);

export function useAuthModals(): AuthModals {
  const value = useContext(AuthModalsContext);
  if (!value) throw new Error('useAuthModals must be used inside AuthModalsProvider');
  return value;
}
