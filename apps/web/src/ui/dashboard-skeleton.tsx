import { useEffect, useState } from 'react';
import { Button } from './button.tsx';
import { Container } from './layout.tsx';

/** docs/product/booking-requests.md: a dashboard still loading after 3 s says so and offers to try again. */
export const SLOW_LOAD_MS = 3_000;

const block = 'animate-pulse rounded-2xl bg-ink-800';

/** The dashboard's shape while its data loads. */
export function DashboardSkeleton({ onRetry }: { onRetry?: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-label="Loading your dashboard" aria-busy="true">
      <span className="sr-only">Loading your dashboard…</span>
      <div className={`h-40 rounded-none sm:h-56 lg:h-64 ${block}`} />
      <Container className="pb-12">
        <div className="flex items-start gap-6">
          <div className="-mt-14 size-28 shrink-0 animate-pulse rounded-full border-4 border-ink-950 bg-ink-700 sm:-mt-16 sm:size-32" />
          <div className="flex-1 space-y-3 pt-4">
            <div className={`h-4 w-32 ${block}`} />
            <div className={`h-8 w-64 max-w-full ${block}`} />
          </div>
        </div>
        {slow ? (
          <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-mist-300">
            <span>Your dashboard is taking longer than usual to load.</span>
            {onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-6">
            <div className={`h-72 ${block}`} />
            <div className={`h-40 ${block}`} />
          </div>
          <div className="space-y-6">
            <div className={`h-56 ${block}`} />
            <div className={`h-32 ${block}`} />
          </div>
        </div>
      </Container>
    </div>
  );
}
