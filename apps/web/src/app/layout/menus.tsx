import { useRef, type ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export type MenuItem = { label: ReactNode; onSelect: () => void; key: string };

/**
 * A header dropdown: keyboard navigable, closes on Escape, returns focus to its trigger. An item that opens a dialog
 * hands focus to the trigger first, so the dialog returns there when it closes (the item is gone by then).
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
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-mist-100 hover:bg-ink-700 data-[state=open]:bg-ink-700',
          triggerClassName,
        )}
      >
        {label}
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl border border-ink-600 bg-ink-850 p-2 shadow-2xl"
        >
          {header ? <div className="px-3 pb-2 pt-1">{header}</div> : null}
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              onSelect={() => {
                triggerRef.current?.focus();
                item.onSelect();
              }}
              className="flex cursor-pointer items-center rounded-xl px-3 py-2.5 text-sm text-mist-100 outline-none data-[highlighted]:bg-ink-700"
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
