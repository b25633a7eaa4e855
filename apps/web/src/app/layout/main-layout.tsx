import { useEffect } from 'react';
import { Outlet, useNavigation, useSearchParams } from 'react-router';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { useAuthModals } from '../../features/accounts/auth-modals.tsx';
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
        <Outlet />
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}

/** ?book_dj=<id> opens sign-up carrying that DJ for a visitor who is not signed in (1-foundation §2). */
function useBookDjParam() {
  const [params, setParams] = useSearchParams();
  const auth = useAuth();
  const modals = useAuthModals();
  const bookDj = params.get('book_dj');
  useEffect(() => {
    if (!bookDj || auth.status !== 'anonymous') return;
    const djId = Number.parseInt(bookDj, 10);
    modals.openSignUp(Number.isFinite(djId) && djId > 0 ? { djId } : {});
    const next = new URLSearchParams(params);
    next.delete('book_dj');
    setParams(next, { replace: true });
  }, [bookDj, auth.status, modals, params, setParams]);
}
