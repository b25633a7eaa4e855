import { PRODUCER_STAT_CARDS, type TProducerStats } from '@cuepoint/domain/producers/producer-stats';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { formatMoney } from '@cuepoint/domain/money/format-money';

/**
 * The five stat cards (docs/product/producers-and-labels.md): Tracks Uploaded, Remix Contests, DJ Pool Downloads, Stems
 * Sold, Total Earnings.
 */
export function StatCards({ stats, currency }: { stats: TProducerStats; currency: TExtendedCurrency }) {
  return (
    <section aria-labelledby="producer-stats-title">
      <h2 id="producer-stats-title" className="sr-only">
        Your numbers
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5">
        {PRODUCER_STAT_CARDS.map((card) => (
          <div
            key={card.key}
            data-testid={`stat-${card.key}`}
            className="flex flex-col-reverse gap-1 rounded-2xl border border-ink-600 bg-ink-850 p-4 sm:p-5"
          >
            <dt className="text-sm text-mist-300">{card.label}</dt>
            <dd className="break-words font-display text-2xl font-bold text-mist-100 sm:text-3xl">
              {card.key === 'total_earnings'
                ? formatMoney(stats.total_earnings, currency)
                : stats[card.key].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
