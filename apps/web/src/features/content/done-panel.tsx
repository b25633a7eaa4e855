import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';

/** What a form becomes once sent: a green status with a tick, its heading and text, and a button to send another. */
export function DonePanel({
  className,
  children,
  againLabel,
  onAgain,
}: {
  className?: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <div
      className={cn('rounded-2xl border border-emerald-400/40 bg-emerald-400/10 p-6 text-center', className)}
      role="status"
    >
      <CheckCircle2 className="mx-auto size-12 text-emerald-300" aria-hidden />
      {children}
      <Button variant="outline" className="mt-6" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
