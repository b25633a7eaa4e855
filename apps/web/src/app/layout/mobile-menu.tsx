import { useRef, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { NavLink } from 'react-router';
import { Search, X } from 'lucide-react';
import { SIGN_IN_MENU } from '@cuepoint/domain/accounts/user-types';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import type { useHeaderActions } from './use-header-actions.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: ReadonlyArray<{ to: string; label: string }>;
  actions: ReturnType<typeof useHeaderActions>;
  /** The button that opens the menu: focus returns to it when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The phone and tablet menu: a focus-trapped sheet with every header link and action. Closing it returns focus to
 * its button; an action (a dialog, a page) runs once focus is back there, so a dialog it opens returns there too.
 */
export function MobileMenu({ open, onOpenChange, links, actions, triggerRef }: Props) {
  const pendingRef = useRef<(() => void) | null>(null);
  const close = () => onOpenChange(false);
  const run = (action: () => void) => () => {
    pendingRef.current = action;
    close();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/80 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
            const action = pendingRef.current;
            pendingRef.current = null;
            action?.();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto border-l border-ink-600 bg-ink-850 p-5"
        >
          <div className="mb-6 flex items-center justify-between">
            <Dialog.Title className="font-display text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="rounded-full p-2 text-mist-300 hover:bg-ink-700">
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              <li>
                <NavLink
                  to="/search"
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-xl px-4 py-3 text-base font-medium',
                      isActive ? 'bg-ink-700' : 'hover:bg-ink-700',
                    )
                  }
                >
                  <Search className="size-5 text-mist-300" aria-hidden />
                  Search DJs
                </NavLink>
              </li>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-xl px-4 py-3 text-base font-medium',
                        isActive ? 'bg-ink-700' : 'hover:bg-ink-700',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 border-t border-ink-600 pt-6">
            <p className="mb-2 px-1 text-xs font-semibold uppercase tracking-[0.15em] text-mist-400">
              Book a DJ
            </p>
            <div className="grid gap-2">
              {actions.bookDjItems.map((item) => (
                <Button key={item.key} variant="outline" onClick={run(item.onSelect)}>
                  {item.label}
                </Button>
              ))}
            </div>
          </div>
          <div className="mt-6 border-t border-ink-600 pt-6">
            {actions.user ? (
              <div className="grid gap-2">
                <p className="px-1 text-sm">
                  <span className="font-semibold">{actions.user.display_name}</span>
                  <span className="block text-xs text-mist-400">{actions.accountLabel} account</span>
                </p>
                <Button variant="outline" onClick={run(actions.goToDashboard)}>
                  Dashboard
                </Button>
                <Button variant="outline" onClick={run(actions.goToSettings)}>
                  Account settings
                </Button>
                {actions.goToConsole ? (
                  <Button variant="outline" onClick={run(actions.goToConsole)}>
                    Operator console
                  </Button>
                ) : null}
                <Button variant="ghost" onClick={run(() => void actions.signOut())}>
                  Sign Out
                </Button>
              </div>
            ) : (
              <div className="grid gap-2">
                <Button onClick={run(actions.openSignUp)}>Sign Up</Button>
                <p className="mb-1 mt-3 px-1 text-xs font-semibold uppercase tracking-[0.15em] text-mist-400">
                  Sign In
                </p>
                {SIGN_IN_MENU.map((entry, index) => (
                  <Button
                    key={entry.type}
                    variant="ghost"
                    className="justify-start"
                    onClick={run(actions.signInItems[index]!.onSelect)}
                  >
                    as {entry.label}
                  </Button>
                ))}
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
