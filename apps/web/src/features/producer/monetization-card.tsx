import { Wallet } from 'lucide-react';
import type { TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { formatMoney } from '@cuepoint/domain/money/format-money';
import type { TProducerStats } from '@cuepoint/domain/producers/producer-stats';
import { RECOMMENDED_PRICES, type TProducerTrack } from '@cuepoint/domain/producers/track-upload';
import { DashboardCard } from '../../ui/dashboard-card.tsx';
import { ColumnHeads } from '../../ui/column-heads.tsx';

const PACKAGES = [
  { field: 'stems_zip', label: '4-stem packs' },
  { field: 'elements_zip', label: 'Extracted elements' },
  { field: 'project_file', label: 'DAW projects' },
] as const;

const COLUMNS = [
  ['Package', 'pb-2 font-medium'],
  ['On sale', 'pb-2 text-right font-medium'],
  ['Recommended', 'pb-2 text-right font-medium'],
] as const;

/**
 * Monetization (docs/product/producers-and-labels.md): what is on sale, what sold, and the recommended prices
 * (docs/product/producers-and-labels.md).
 */
export function MonetizationCard({
  stats,
  tracks,
  currency,
}: {
  stats: TProducerStats;
  tracks: readonly TProducerTrack[];
  currency: TExtendedCurrency;
}) {
  return (
    <DashboardCard title="Monetization" icon={<Wallet className="size-5" aria-hidden />}>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-ink-900 p-3">
          <dt className="text-sm text-mist-300">Earnings</dt>
          <dd className="font-display text-2xl font-bold">{formatMoney(stats.total_earnings, currency)}</dd>
        </div>
        <div className="rounded-xl bg-ink-900 p-3">
          <dt className="text-sm text-mist-300">Stems sold</dt>
          <dd className="font-display text-2xl font-bold">{stats.stems_sold.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <table className="mt-5 w-full text-left text-sm">
        <caption className="sr-only">Packages on sale and recommended prices</caption>
        <thead className="text-mist-300">
          <ColumnHeads columns={COLUMNS} />
        </thead>
        <tbody className="divide-y divide-ink-700">
          {PACKAGES.map(({ field, label }) => (
            <tr key={field}>
              <th scope="row" className="py-2 font-normal text-mist-100">
                {label}
              </th>
              <td className="py-2 text-right">{tracks.filter((track) => track[field] !== null).length}</td>
              <td className="py-2 text-right">{formatMoney(RECOMMENDED_PRICES[field] * 100, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardCard>
  );
}
