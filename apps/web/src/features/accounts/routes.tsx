import type { RouteObject } from 'react-router';

/**
 * Account screens outside the main layout (docs/product/accounts-and-sessions.md), plus the reset-password page that
 * e-mails link to.
 */
export const standaloneAccountRoutes: RouteObject[] = [
  {
    path: 'auth/callback',
    lazy: () => import('./pages/auth-callback-page.tsx').then((m) => ({ Component: m.AuthCallbackPage })),
  },
  {
    path: 'verify-email',
    lazy: () => import('./pages/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: 'check-email',
    lazy: () => import('./pages/check-email-page.tsx').then((m) => ({ Component: m.CheckEmailPage })),
  },
  {
    path: 'reset-password',
    lazy: () => import('./pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];

export const accountRoutes: RouteObject[] = [
  {
    path: 'signup',
    lazy: () => import('./pages/sign-up-page.tsx').then((m) => ({ Component: m.SignUpPage })),
  },
  {
    path: 'settings',
    lazy: () =>
      import('./settings/account-settings-page.tsx').then((m) => ({ Component: m.AccountSettingsPage })),
  },
];
