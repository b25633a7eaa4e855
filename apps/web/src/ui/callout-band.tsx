import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Container } from './layout.tsx';

/** A wide rounded band between a page's sections: an icon, a heading with its text, and one action beside them. */
export function CalloutBand({
  id,
  icon,
  iconClassName,
  title,
  children,
  action,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: ReactNode;
  /** The icon tile's colours. */
  iconClassName: string;
  title: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-24">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-ink-600 bg-gradient-to-br from-ink-800 to-ink-900 p-8 sm:p-12 lg:flex-row lg:items-center">
          <span
            className={cn(
              'inline-flex size-14 shrink-0 items-center justify-center rounded-2xl',
              iconClassName,
            )}
          >
            {icon}
          </span>
          <div className="flex-1">
            <h2 id={id} className="text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 max-w-2xl text-mist-300">{children}</p>
          </div>
          {action}
        </div>
      </Container>
    </section>
  );
}
