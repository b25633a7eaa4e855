import { createContext, useContext, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ENTHUSIAST_TABS, type TEnthusiastTab } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../ui/button.tsx';

/** Lets a link inside a panel ask the dashboard to move focus to the tab it opened. */
export const TabFocusContext = createContext<(tab: TEnthusiastTab) => void>(() => {});

/** The address of another tab of this dashboard, keeping the other parameters (dj_id). */
export function useTabSearch() {
  const [params] = useSearchParams();
  return (tab: TEnthusiastTab) => {
    const next = new URLSearchParams(params);
    if (tab === ENTHUSIAST_TABS[0]) next.delete('tab');
    else next.set('tab', tab);
    const search = next.toString();
    return search ? `?${search}` : '';
  };
}

/** A link to another tab, drawn as a button; focus follows to the opened tab. */
export function TabLink({
  tab,
  children,
  variant = 'outline',
  size = 'sm',
  icon,
  className,
}: {
  tab: TEnthusiastTab;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  className?: string;
}) {
  const searchFor = useTabSearch();
  const focusTab = useContext(TabFocusContext);
  return (
    <Link
      to={{ search: searchFor(tab) }}
      replace
      preventScrollReset
      onClick={() => focusTab(tab)}
      className={buttonClasses(variant, size, className)}
    >
      {icon}
      {children}
    </Link>
  );
}
