import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export type MenuItem = { label: ReactNode; onSelect: () => void; key: string };

/** How the menu was opened: from the keyboard the first item takes focus, from a pointer the menu itself. */
type OpenState = false | 'pointer' | 'keyboard';

const GAP_PX = 8;

/**
 * A header dropdown (the WAI-ARIA menu button pattern): opens on press, Enter, Space or ArrowDown; arrows, Home and
 * End move between items; Escape closes it and returns focus to its trigger; a press outside closes it. An item that
 * opens a dialog hands focus to the trigger first, so the dialog returns there when it closes (the item is gone by
 * then).
 *
 * Written for the header rather than taken from a component library: every page renders two of these, and a library
 * menu (positioning engine, presence and portal machinery) would load, run and hydrate on every first visit only to
 * draw two closed buttons.
 */
export function HeaderMenu({
  label,
  items,
  align = 'end',
  triggerClassName,
  header,
}: {
  label: ReactNode;
  items: MenuItem[];
  align?: 'start' | 'end';
  triggerClassName?: string;
  header?: ReactNode;
}) {
  const triggerId = useId();
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<OpenState>(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [position, setPosition] = useState<CSSProperties>({});

  const menuItems = () => [...(contentRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setHighlighted(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  // Placed below the trigger like a popover, in a layer above the page (the header clips nothing then).
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = triggerRef.current?.getBoundingClientRect();
      if (!rect) return;
      setPosition(
        align === 'end'
          ? { top: rect.bottom + GAP_PX, right: document.documentElement.clientWidth - rect.right }
          : { top: rect.bottom + GAP_PX, left: rect.left },
      );
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, align]);

  useEffect(() => {
    if (!open) return;
    if (open === 'keyboard') menuItems()[0]?.focus();
    else contentRef.current?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (contentRef.current?.contains(target) || triggerRef.current?.contains(target))) return;
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const toggle = (how: Exclude<OpenState, false>) => {
    if (open) close(true);
    else setOpen(how);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') toggle('keyboard');
    else if (event.key === 'ArrowDown') setOpen('keyboard');
    else return;
    event.preventDefault();
  };

  const select = (item: MenuItem) => {
    close(false);
    triggerRef.current?.focus();
    item.onSelect();
  };

  const onContentKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const current = all.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowDown':
        next = current < 0 ? 0 : Math.min(current + 1, all.length - 1);
        break;
      case 'ArrowUp':
        next = current < 0 ? all.length - 1 : Math.max(current - 1, 0);
        break;
      case 'Home':
      case 'PageUp':
        next = 0;
        break;
      case 'End':
      case 'PageDown':
        next = all.length - 1;
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        // Focus stays in an open menu; Escape or a choice leaves it.
        break;
      default:
        return;
    }
    event.preventDefault();
    if (next !== null) all[next]?.focus();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        id={triggerId}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerDown={(event) => {
          if (event.button !== 0 || event.ctrlKey) return;
          // Focus goes to the menu, not to the button under the pointer.
          if (!open) event.preventDefault();
          toggle('pointer');
        }}
        onClick={(event) => {
          // Assistive technology may click without a pointer press or a key (presses and keys are handled above).
          if (event.detail === 0) toggle('keyboard');
        }}
        onKeyDown={onTriggerKeyDown}
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-mist-100 hover:bg-ink-700 data-[state=open]:bg-ink-700',
          triggerClassName,
        )}
      >
        {label}
        <ChevronDown className="size-4" aria-hidden />
      </button>
      {open
        ? createPortal(
            <div
              ref={contentRef}
              id={contentId}
              role="menu"
              aria-orientation="vertical"
              aria-labelledby={triggerId}
              tabIndex={-1}
              data-state="open"
              style={{ position: 'fixed', ...position }}
              onKeyDown={onContentKeyDown}
              onBlur={(event) => {
                const next = event.relatedTarget as Node | null;
                if (next && !contentRef.current?.contains(next) && !triggerRef.current?.contains(next)) {
                  close(false);
                }
              }}
              className="z-50 min-w-56 rounded-2xl border border-ink-600 bg-ink-850 p-2 shadow-2xl outline-none"
            >
              {header ? <div className="px-3 pb-2 pt-1">{header}</div> : null}
              {items.map((item) => (
                <div
                  key={item.key}
                  role="menuitem"
                  tabIndex={-1}
                  data-highlighted={highlighted === item.key ? '' : undefined}
                  onFocus={() => setHighlighted(item.key)}
                  onBlur={() => setHighlighted((key) => (key === item.key ? null : key))}
                  onPointerMove={(event) => {
                    if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
                  }}
                  onPointerLeave={() => contentRef.current?.focus({ preventScroll: true })}
                  onClick={() => select(item)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return;
                    event.preventDefault();
                    select(item);
                  }}
                  className="flex cursor-pointer items-center rounded-xl px-3 py-2.5 text-sm text-mist-100 outline-none data-[highlighted]:bg-ink-700"
                >
                  {item.label}
                </div>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
