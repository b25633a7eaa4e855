import { useNavigate } from 'react-router';
import { dashboardRouteFor, SIGN_IN_MENU, userTypeLabel } from '@cuepoint/domain/accounts/user-types';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { useAuthModals } from '../../features/accounts/auth-modals.tsx';

/** What the header's menus do, shared by the desktop bar and the mobile menu. */
export function useHeaderActions() {
  const auth = useAuth();
  const modals = useAuthModals();
  const navigate = useNavigate();
  const user = auth.status === 'authenticated' ? auth.user : null;
  // The session says so, as /admin decides it (ADMIN_EMAILS, a verified address).
  const isOperator = user?.is_operator === true;

  const bookDj = (audience: 'public' | 'private') => {
    if (user) {
      navigate(user.user_type === 'venue' ? '/venue-dashboard/book-dj' : dashboardRouteFor(user.user_type));
      return;
    }
    // Public events are booked by venues, private ones by enthusiasts and hosts.
    modals.openSignUp({ presetType: audience === 'public' ? 'venue' : 'enthusiast' });
  };

  return {
    user,
    accountLabel: user ? userTypeLabel(user.user_type) : '',
    dashboardPath: user ? dashboardRouteFor(user.user_type) : '/',
    bookDjItems: [
      // Anyone may browse the directory first (decision record 055).
      { key: 'browse', label: 'Browse all DJs', onSelect: () => navigate('/find-djs') },
      { key: 'public', label: 'For a Public Event', onSelect: () => bookDj('public') },
      { key: 'private', label: 'For a Private Event', onSelect: () => bookDj('private') },
    ],
    signInItems: SIGN_IN_MENU.map((entry) => ({
      key: entry.type,
      label: `as ${entry.label}`,
      onSelect: () => modals.openSignIn(entry.type),
    })),
    openSignUp: () => modals.openSignUp(),
    signOut: async () => {
      await auth.signOut();
      navigate('/');
    },
    goToDashboard: () => user && navigate(dashboardRouteFor(user.user_type)),
    /** Sign-in details and the password (/settings), for every role. */
    goToSettings: () => navigate('/settings'),
    /** Operators' way to the console (/admin); null for everyone else. */
    goToConsole: isOperator ? () => navigate('/admin') : null,
  };
}
