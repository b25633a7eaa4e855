/**
 * Account roles (docs/product/accounts-and-sessions.md). tour_manager exists for accounts but is not offered in sign-up
 * or sign-in.
 */
export const USER_TYPES = ['dj', 'venue', 'enthusiast', 'producer', 'label', 'tour_manager'] as const;
export type TUserType = (typeof USER_TYPES)[number];

export const SIGNUP_USER_TYPES = ['dj', 'venue', 'enthusiast', 'producer', 'label'] as const;
export type TSignupUserType = (typeof SIGNUP_USER_TYPES)[number];

/** Role labels as the check-email screen and the header user menu show them; anything else is 'User'. */
export const USER_TYPE_LABELS: Record<TUserType, string> = {
  dj: 'DJ',
  venue: 'Venue Manager',
  enthusiast: 'Music Enthusiast',
  producer: 'Music Producer',
  label: 'Label Manager',
  tour_manager: 'Tour Manager',
};

export function userTypeLabel(type: string | null | undefined): string {
  return type && type in USER_TYPE_LABELS ? USER_TYPE_LABELS[type as TUserType] : 'User';
}

/** The header's Sign In dropdown, in its order (docs/product/accounts-and-sessions.md). */
export const SIGN_IN_MENU: ReadonlyArray<{ type: TSignupUserType; label: string }> = [
  { type: 'dj', label: 'DJ' },
  { type: 'venue', label: 'Venue Manager' },
  { type: 'label', label: 'Label Manager' },
  { type: 'producer', label: 'Music Producer' },
  { type: 'enthusiast', label: 'Music Enthusiast' },
];

/** Step 1 of the sign-up wizard, 'I am a...'. */
export const SIGN_UP_CHOICES: ReadonlyArray<{ type: TSignupUserType; label: string }> = [
  { type: 'dj', label: 'DJ' },
  { type: 'venue', label: 'Venue Manager' },
  { type: 'enthusiast', label: 'Music Enthusiast' },
  { type: 'producer', label: 'Music Producer' },
  { type: 'label', label: 'Record Label' },
];

/** Where a signed-in user's home is (home redirect and the header's Dashboard item). */
export const DASHBOARD_ROUTES: Record<TUserType, string> = {
  dj: '/dj-dashboard',
  venue: '/venue-dashboard',
  enthusiast: '/enthusiast-dashboard',
  producer: '/producer-dashboard',
  label: '/label-dashboard',
  tour_manager: '/tour-manager/dashboard',
};

export const FALLBACK_DASHBOARD_ROUTE = '/dashboard';

export function dashboardRouteFor(type: string | null | undefined): string {
  return type && type in DASHBOARD_ROUTES ? DASHBOARD_ROUTES[type as TUserType] : FALLBACK_DASHBOARD_ROUTE;
}

/**
 * After social sign-in success (docs/product/accounts-and-sessions.md): tour managers go to /tour-manager/dashboard
 * too.
 */
export const SOCIAL_SUCCESS_REDIRECT_MS = 2000;
export const VERIFY_SUCCESS_REDIRECT_MS = 5000;

/** The /app link shows to visitors and to signed-in DJ and venue users only. */
export function canSeeAppLink(type: TUserType | null | undefined): boolean {
  return !type || type === 'dj' || type === 'venue';
}

export const REDIRECTING_TO_DASHBOARD = 'Redirecting to your dashboard...';
