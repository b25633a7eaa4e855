import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Headphones, Menu, Search, UserRound } from 'lucide-react';
import { canSeeAppLink } from '@cuepoint/domain/accounts/user-types';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/layout.tsx';
import { cn } from '../../lib/cn.ts';
import { HEADER_LINKS } from './nav-links.ts';
import { HeaderMenu } from './menus.tsx';
import { Logo } from './logo.tsx';
import { useHeaderActions } from './use-header-actions.ts';
import { preloadModal, useOpenedOnce } from '../../ui/lazy-modal.tsx';
import { HeaderNotifications } from '../../features/notifications/header-notifications.tsx';

// The phone menu and the latest sets player are dialogs few visitors open: their code (and the dialog library's)
// loads when a pointer or focus comes near their button, or on the first press, not with every page.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const loadLatestSets = () => import('../../features/home/latest-sets-modal.tsx');
const LatestSetsModal = lazy(() => loadLatestSets().then((m) => ({ default: m.LatestSetsModal })));
const preloadMobileMenu = () => void loadMobileMenu();
const preloadLatestSets = () => void loadLatestSets();

export function SiteHeader() {
  const actions = useHeaderActions();
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [setsOpen, setSetsOpen] = useState(false);
  const mobileMenuUsed = useOpenedOnce(mobileOpen);
  const latestSetsUsed = useOpenedOnce(setsOpen);
  const links = HEADER_LINKS.filter((link) => !('appLink' in link) || canSeeAppLink(actions.user?.user_type));

  return (
    <header className="sticky top-0 z-40 border-b border-ink-700/80 bg-ink-900/85 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-cue-500 focus:px-4 focus:py-2 focus:text-ink-950"
      >
        Skip to content
      </a>
      <Container className="flex h-16 items-center gap-3">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden xl:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-mist-100',
                      isActive ? 'bg-ink-700 text-mist-100' : 'text-mist-300',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1.5">
          <Link
            to="/search"
            className={buttonClasses('ghost', 'icon')}
            aria-label="Search DJs"
            title="Search DJs"
          >
            <Search className="size-5" aria-hidden />
          </Link>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setSetsOpen(true)}
            onPointerEnter={preloadLatestSets}
            onFocus={preloadLatestSets}
            aria-label="Listen to the latest DJ sets"
            title="Listen to the latest DJ sets"
            icon={<Headphones className="size-5 text-wave-400" aria-hidden />}
          />
          <HeaderNotifications userType={actions.user?.user_type} />
          <div className="hidden items-center gap-1.5 lg:flex">
            <HeaderMenu label="Book a DJ" items={actions.bookDjItems} />
            {actions.user ? (
              <HeaderMenu
                label={
                  <>
                    <UserRound className="size-4" aria-hidden />
                    <span className="max-w-36 truncate">{actions.user.display_name}</span>
                  </>
                }
                header={
                  <>
                    <p className="truncate text-sm font-semibold">{actions.user.display_name}</p>
                    <p className="text-xs text-mist-400">{actions.accountLabel} account</p>
                  </>
                }
                items={[
                  { key: 'dashboard', label: 'Dashboard', onSelect: actions.goToDashboard },
                  { key: 'settings', label: 'Account settings', onSelect: actions.goToSettings },
                  ...(actions.goToConsole
                    ? [{ key: 'console', label: 'Operator console', onSelect: actions.goToConsole }]
                    : []),
                  { key: 'sign-out', label: 'Sign Out', onSelect: () => void actions.signOut() },
                ]}
              />
            ) : (
              <>
                <HeaderMenu label="Sign In" items={actions.signInItems} />
                <Button
                  size="sm"
                  onClick={actions.openSignUp}
                  onPointerEnter={preloadModal}
                  onFocus={preloadModal}
                >
                  Sign Up
                </Button>
              </>
            )}
          </div>
          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            icon={<Menu className="size-6" aria-hidden />}
          />
        </div>
      </Container>
      {mobileMenuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            links={links}
            actions={actions}
            triggerRef={menuButtonRef}
          />
        </Suspense>
      ) : null}
      {latestSetsUsed ? (
        <Suspense fallback={null}>
          <LatestSetsModal open={setsOpen} onOpenChange={setSetsOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
