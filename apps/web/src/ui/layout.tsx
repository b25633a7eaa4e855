import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

/** A page section with an optional eyebrow, title and lead paragraph. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('py-16 sm:py-24', className)}
    >
      <Container>
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">{eyebrow}</p>
        ) : null}
        {title ? (
          <h2 id={headingId} className="max-w-3xl text-3xl font-bold sm:text-4xl lg:text-5xl">
            {title}
          </h2>
        ) : null}
        {lead ? <p className="mt-4 max-w-2xl text-lg text-mist-300">{lead}</p> : null}
        {children ? <div className={title || lead ? 'mt-10 sm:mt-14' : undefined}>{children}</div> : null}
      </Container>
    </section>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('rounded-2xl border border-ink-600 bg-ink-850 p-6', className)}>{children}</div>;
}

/** Page header band used by content pages. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden border-b border-ink-700 bg-ink-950">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 right-[-10%] size-[36rem] rounded-full bg-[radial-gradient(closest-side,var(--color-cue-500),transparent)] opacity-15"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-48 left-[-10%] size-[30rem] rounded-full bg-[radial-gradient(closest-side,var(--color-wave-400),transparent)] opacity-10"
      />
      <Container className="relative py-14 sm:py-20">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-4xl text-4xl font-bold sm:text-5xl lg:text-6xl">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg text-mist-300">{lead}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </Container>
    </header>
  );
}
