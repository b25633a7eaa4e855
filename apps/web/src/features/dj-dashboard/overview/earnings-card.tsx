import { Wallet } from 'lucide-react';
import { Alert } from '../../../ui/feedback.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { useDjStats } from '../use-dashboard-queries.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';

const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** Remote streaming revenue (spec 2 §2): what the DJ has earned per currency, 0 until bookings are paid out. */
export function EarningsCard() {
  const stats = useDjStats();
  return (
    <DashboardCard
      title="Remote streaming revenue"
      icon={<Wallet className="size-5" aria-hidden />}
      testId="earnings-card"
    >
      {stats.isPending ? (
        <div aria-hidden className="h-16 animate-pulse rounded-xl bg-ink-800" />
      ) : stats.isError ? (
        <Alert tone="error">
          <p>Your earnings could not be loaded: {stats.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2">
            {CURRENCIES.map((currency) => (
              <div key={currency} className="rounded-xl bg-ink-900 px-3 py-3 text-center">
                <dt className="text-xs font-semibold uppercase tracking-wider text-mist-400">{currency}</dt>
                <dd className="mt-1 font-display text-xl font-bold sm:text-2xl">
                  {formatMajor(stats.data.earnings[currency], currency)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-mist-400">
            {stats.data.bookings.completed
              ? `From ${stats.data.bookings.completed} completed booking${stats.data.bookings.completed === 1 ? '' : 's'}.`
              : 'Earnings appear here once your first booking is completed.'}
          </p>
        </>
      )}
    </DashboardCard>
  );
}
