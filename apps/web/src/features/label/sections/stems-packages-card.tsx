import type { TStemsPackages } from '@cuepoint/domain/labels/label-dashboard';
import { EmptyState } from '../../../ui/feedback.tsx';
import { chartColor } from '../charts/chart-colors.ts';
import { countText } from '../label-format.ts';
import { formatMoney } from '@cuepoint/domain/money/format-money';
import { ColumnHeads } from '../../../ui/column-heads.tsx';
import { LabelSection } from './label-section.tsx';

const COLUMNS = [
  ['Package', 'py-2 pr-3'],
  ['Price', 'py-2 pr-3 text-right'],
  ['Sold', 'py-2 pr-3 sm:w-2/5'],
  ['Revenue', 'py-2 text-right'],
] as const;

/**
 * Stems packages performance: one row per package with its price, units sold and revenue; a bar in each row shows its
 * sales against the best seller (the table's numbers are the text alternative).
 */
export function StemsPackagesCard({ stems }: { stems: TStemsPackages }) {
  const best = Math.max(1, ...stems.packages.map((pack) => pack.units_sold));
  return (
    <LabelSection section="stems-packages" source={stems.source}>
      {stems.packages.length === 0 ? (
        <EmptyState title="No stems packages yet" />
      ) : (
        <div>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Stems packages by units sold</caption>
            <thead>
              <ColumnHeads
                columns={COLUMNS}
                className="border-b border-ink-600 text-xs uppercase tracking-wide text-mist-400"
              />
            </thead>
            <tbody>
              {stems.packages.map((pack) => (
                <tr key={pack.title} className="border-b border-ink-700 last:border-0">
                  <th scope="row" className="py-2.5 pr-3 font-medium">
                    <span className="block text-mist-100">{pack.title}</span>
                    <span className="block text-xs font-normal text-mist-400">
                      {pack.genre} · {pack.stems} stems
                    </span>
                  </th>
                  <td className="py-2.5 pr-3 text-right tabular-nums text-mist-200">
                    {formatMoney(pack.price_minor, stems.currency, { cents: 'when-any' })}
                  </td>
                  <td className="py-2.5 pr-3">
                    <div className="flex items-center gap-2">
                      <div
                        aria-hidden
                        className="hidden h-2 flex-1 overflow-hidden rounded-full bg-ink-700 sm:block"
                      >
                        <div
                          className="h-full rounded-full"
                          style={{
                            width: `${(pack.units_sold / best) * 100}%`,
                            backgroundColor: chartColor(2),
                          }}
                        />
                      </div>
                      <span className="w-10 text-right tabular-nums text-mist-200">
                        {countText(pack.units_sold)}
                      </span>
                    </div>
                  </td>
                  <td className="py-2.5 text-right tabular-nums text-mist-100">
                    {formatMoney(pack.revenue_minor, stems.currency, { cents: 'when-any' })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </LabelSection>
  );
}
