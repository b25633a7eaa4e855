import { Wallet } from 'lucide-react';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { useDjStats } from '../use-dashboard-queries.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { LoadFailedAlert } from '../../../ui/retry-button.tsx';

const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/**
 * Remote streaming revenue (docs/product/djs.md): what the DJ has earned per currency, 0 until bookings are paid out.
 */
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
        <LoadFailedAlert query={stats} retryClassName="mt-2">
          Your earnings could not be loaded: {stats.error.message}
        </LoadFailedAlert>
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
