import type { TStemsSales } from '@cuepoint/domain/labels/label-dashboard';
import { ChartTable } from '../charts/chart-table.tsx';
import { chartColor } from '../charts/chart-colors.ts';
import { ColumnChart } from '../charts/column-chart.tsx';
import { countText, monthInitials, monthLabel } from '../label-format.ts';
import { formatMoney } from '@cuepoint/domain/money/format-money';
import { LabelSection } from './label-section.tsx';
import { FigureTile } from './figure-tile.tsx';

/** Stems sales: units and revenue in total and per month, as columns with the table behind them. */
export function StemsSalesCard({ sales }: { sales: TStemsSales }) {
  const best = sales.months.reduce<TStemsSales['months'][number] | undefined>(
    (top, month) => (!top || month.units > top.units ? month : top),
    undefined,
  );
  const span = sales.months.length
    ? `${monthLabel(sales.months[0]!.month, 'long')} to ${monthLabel(sales.months[sales.months.length - 1]!.month, 'long')}`
    : 'no months';
  const description =
    best && best.units > 0
      ? `${countText(sales.units_sold)} stems packages sold from ${span}; the most in ${monthLabel(best.month, 'long')} with ${countText(best.units)}.`
      : `No stems sold from ${span}.`;
  return (
    <LabelSection section="stems-sales" source={sales.source}>
      <dl className="mb-4 grid grid-cols-2 gap-2">
        <FigureTile label="Stems sold" value={countText(sales.units_sold)} />
        <FigureTile
          label="Stems revenue"
          value={formatMoney(sales.revenue_minor, sales.currency, { cents: 'when-any' })}
        />
      </dl>
      <ColumnChart
        title="Stems sold per month"
        description={description}
        points={sales.months.map((month) => ({
          key: month.month,
          label: monthInitials(month.month),
          value: month.units,
        }))}
        color={chartColor(0)}
        valueText={countText}
        testId="stems-sales-chart"
      />
      <ChartTable
        caption="Stems sold and revenue per month"
        columns={[{ name: 'Month' }, { name: 'Stems sold', align: 'end' }, { name: 'Revenue', align: 'end' }]}
        rows={sales.months.map((month) => [
          monthLabel(month.month, 'long'),
          countText(month.units),
          formatMoney(month.revenue_minor, sales.currency, { cents: 'when-any' }),
        ])}
      />
    </LabelSection>
  );
}
