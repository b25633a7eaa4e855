import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { scrollLeftToReveal } from './reveal-scroll.ts';

export type TabItem<T extends string> = { id: T; label: ReactNode; icon?: ReactNode };

const tabId = (base: string, id: string) => `${base}-tab-${id}`;
const panelId = (base: string, id: string) => `${base}-panel-${id}`;

/**
 * Tabs in the WAI-ARIA pattern: one tab stop for the whole list, the arrow keys (and Home, End) move between tabs
 * and show each at once, the panel follows in the tab order. Only the chosen panel is rendered. On a narrow screen
 * the list scrolls sideways, and the chosen tab is scrolled into its view on load and on every change; on a wider one
 * it wraps.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  children,
  className,
}: {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onValueChange(next: T): void;
  /** The chosen tab's panel content. */
  children: ReactNode;
  className?: string;
}) {
  const base = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);

  // Sideways only: scrollIntoView would also move the page up or down to the tab bar.
  useEffect(() => {
    const element = list.current;
    const tab = buttons.current.get(value);
    if (!element || !tab) return;
    const left = scrollLeftToReveal(
      element.getBoundingClientRect(),
      tab.getBoundingClientRect(),
      element.scrollLeft,
    );
    if (left !== null) element.scrollLeft = left;
  }, [value]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onValueChange(target.id);
    buttons.current.get(target.id)?.focus();
  }

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(base, tab.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId(base, tab.id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.id)}
              className={cn(
                'inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                selected
                  ? 'border-cue-500 bg-cue-500/15 text-mist-100'
                  : 'border-ink-600 text-mist-300 hover:border-ink-500 hover:bg-ink-800 hover:text-mist-100',
              )}
            >
              {tab.icon ? (
                <span className={selected ? 'text-cue-400' : 'text-mist-400'}>{tab.icon}</span>
              ) : null}
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(base, value)}
        aria-labelledby={tabId(base, value)}
        tabIndex={0}
        className="pt-6 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
