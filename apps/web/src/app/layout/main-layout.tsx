import { useEffect } from 'react';
import { Outlet, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { useAuthModals } from '../../features/accounts/auth-modals.tsx';
import { VerifyEmailBanner } from '../../features/accounts/verify-email-banner.tsx';
import { SessionEndedBanner } from '../../features/accounts/session-ended-banner.tsx';
import { bookingHref } from '../../features/matchmaking/booking-href.ts';
import { FavoriteAfterSignIn } from '../../features/matchmaking/favorite-after-sign-in.tsx';
import { HydrateLater } from '../render/hydrate-later.tsx';

/** Header, page and footer for every route inside the main layout. */
export function MainLayout() {
  const navigation = useNavigation();
  useBookDjParam();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-cue-500"
        />
      ) : null}
      <main id="main" className="flex-1" tabIndex={-1}>
        <SessionEndedBanner />
        <VerifyEmailBanner />
        <FavoriteAfterSignIn />
        <Outlet />
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}

/**
 * ?book_dj=<id> (docs/product/content.md): a visitor who is not signed in gets sign-up carrying that DJ; a signed-in
 * venue goes to its booking form for the DJ, an enthusiast to its request form, anyone else to the DJ's page.
 */
function useBookDjParam() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const modals = useAuthModals();
  const bookDj = params.get('book_dj');
  useEffect(() => {
    if (!bookDj || auth.status === 'loading') return;
    const parsed = /^[0-9]{1,9}$/.test(bookDj) ? Number(bookDj) : 0;
    const djId = parsed > 0 ? parsed : null;
    if (auth.status === 'authenticated' && auth.user && djId !== null) {
      void navigate(bookingHref(auth.user.user_type, { id: djId }), { replace: true });
      return;
    }
    if (auth.status === 'anonymous') modals.openSignUp(djId !== null ? { djId } : {});
    const next = new URLSearchParams(params);
    next.delete('book_dj');
    setParams(next, { replace: true });
  }, [bookDj, auth, modals, navigate, params, setParams]);
}
