import type { TRevenueStreams } from '@cuepoint/domain/labels/label-dashboard';
import { chartColor } from '../charts/chart-colors.ts';
import { DonutChart } from '../charts/donut-chart.tsx';
import { formatMoney } from '@cuepoint/domain/money/format-money';
import { LabelSection } from './label-section.tsx';

function share(amount: number, total: number): number {
  return total > 0 ? Math.round((amount / total) * 100) : 0;
}

/** Revenue streams: each stream's share of the label's revenue as a ring, with a legend that is the text alternative. */
export function RevenueStreamsCard({ revenue }: { revenue: TRevenueStreams }) {
  const total = revenue.streams.reduce((sum, stream) => sum + stream.amount_minor, 0);
  const described = revenue.streams
    .map(
      (stream) =>
        `${stream.name} ${formatMoney(stream.amount_minor, revenue.currency, { cents: 'when-any' })} (${share(stream.amount_minor, total)}%)`,
    )
    .join(', ');
  return (
    <LabelSection section="revenue-streams" source={revenue.source}>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <div className="w-40 shrink-0">
          <DonutChart
            title="Revenue by stream"
            description={
              total > 0
                ? `${formatMoney(total, revenue.currency, { cents: 'when-any' })} in total: ${described}.`
                : 'No revenue yet.'
            }
            segments={revenue.streams.map((stream, index) => ({
              name: stream.name,
              value: stream.amount_minor,
              color: chartColor(index),
            }))}
            centerText={formatMoney(total, revenue.currency, { cents: 'when-any' })}
            testId="revenue-streams-chart"
          />
        </div>
        <ul className="flex w-full flex-col gap-2 text-sm" aria-label="Revenue by stream">
          {revenue.streams.map((stream, index) => (
            <li key={stream.name} className="flex items-center gap-3">
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-sm"
                style={{ backgroundColor: chartColor(index) }}
              />
              <span className="flex-1 text-mist-200">{stream.name}</span>
              <span className="tabular-nums text-mist-100">
                {formatMoney(stream.amount_minor, revenue.currency, { cents: 'when-any' })}
              </span>
              <span className="w-10 text-right tabular-nums text-mist-400">
                {share(stream.amount_minor, total)}%
              </span>
            </li>
          ))}
        </ul>
      </div>
    </LabelSection>
  );
}
