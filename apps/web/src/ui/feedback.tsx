import type { ReactNode, Ref } from 'react';
import { AlertTriangle, CheckCircle2, Info, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-mist-300', className)}>
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-cue-500 border-r-transparent"
      />
      <span>{label}</span>
    </span>
  );
}

type Tone = 'success' | 'error' | 'info';

const tones: Record<Tone, string> = {
  success: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200',
  error: 'border-red-400/40 bg-red-400/10 text-red-200',
  info: 'border-wave-400/40 bg-wave-400/10 text-wave-300',
};

const TONE_ICONS: Record<Tone, LucideIcon> = { success: CheckCircle2, error: AlertTriangle, info: Info };

/** The icon of a message's tone, set beside its first line. */
export function ToneIcon({ tone, className }: { tone: Tone; className?: string }) {
  const Icon = TONE_ICONS[tone];
  return <Icon className={cn('mt-0.5 size-5 shrink-0', className)} aria-hidden />;
}

/** An inline status message; errors are announced assertively, the rest politely. */
export function Alert({
  tone,
  children,
  className,
  ref,
  tabIndex,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
  /** With tabIndex -1, a message that must be seen (a form's result) can be given focus. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}) {
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone], className)}
    >
      <ToneIcon tone={tone} />
      <div>{children}</div>
    </div>
  );
}

export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'cue' | 'wave' | 'amber';
  className?: string;
}) {
  const styles = {
    neutral: 'bg-ink-700 text-mist-200',
    cue: 'bg-cue-500/15 text-cue-300',
    wave: 'bg-wave-400/15 text-wave-300',
    amber: 'bg-amber-cue/15 text-amber-cue',
  } as const;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        styles[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-600 px-6 py-12 text-center">
      {icon ? <div className="text-mist-400">{icon}</div> : null}
      <p className="font-display text-lg font-semibold">{title}</p>
      {children ? <div className="max-w-md text-sm text-mist-300">{children}</div> : null}
    </div>
  );
}
