import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export type IconCard = { icon: LucideIcon; title: string; text: string };

/** A grid of bordered cards, each an icon, a heading and a short text. */
export function IconCards({
  cards,
  className,
  cardClassName,
  iconClassName,
}: {
  cards: readonly IconCard[];
  /** The grid's columns. */
  className: string;
  cardClassName?: string;
  iconClassName: string;
}) {
  return (
    <ul className={cn('grid gap-5', className)}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn('rounded-2xl border border-ink-600 p-6', cardClassName)}>
          <Icon className={cn('size-6', iconClassName)} aria-hidden />
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-mist-300">{text}</p>
        </li>
      ))}
    </ul>
  );
}
