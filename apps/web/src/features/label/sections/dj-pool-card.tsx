import type { TDjPoolPerformance } from '@cuepoint/domain/labels/label-dashboard';
import { ChartTable } from '../charts/chart-table.tsx';
import { chartColor } from '../charts/chart-colors.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { countText, monthInitials, monthLabel } from '../label-format.ts';
import { LabelSection } from './label-section.tsx';
import { FigureTile } from './figure-tile.tsx';

/** DJ pool performance: downloads, DJs reached and feedback, downloads per month as a line, the top promos. */
export function DjPoolCard({ pool }: { pool: TDjPoolPerformance }) {
  const first = pool.months[0];
  const last = pool.months[pool.months.length - 1];
  const description =
    first && last
      ? `Downloads went from ${countText(first.downloads)} in ${monthLabel(first.month, 'long')} to ${countText(last.downloads)} in ${monthLabel(last.month, 'long')}.`
      : 'No downloads yet.';
  return (
    <LabelSection section="dj-pool" source={pool.source}>
      <dl className="mb-4 grid grid-cols-3 gap-2">
        <FigureTile label="Downloads" value={countText(pool.downloads)} />
        <FigureTile label="DJs reached" value={countText(pool.djs_reached)} />
        <FigureTile
          label="DJ rating"
          value={pool.average_rating === null ? '–' : `${pool.average_rating.toFixed(1)} / 5`}
        />
      </dl>
      <LineChart
        title="DJ pool downloads per month"
        description={description}
        labels={pool.months.map((month) => monthInitials(month.month))}
        series={[
          { name: 'Downloads', color: chartColor(1), values: pool.months.map((month) => month.downloads) },
        ]}
        testId="dj-pool-chart"
      />
      <ChartTable
        caption="DJ pool downloads per month"
        columns={[{ name: 'Month' }, { name: 'Downloads', align: 'end' }]}
        rows={pool.months.map((month) => [monthLabel(month.month, 'long'), countText(month.downloads)])}
      />
      {pool.top_tracks.length > 0 ? (
        <>
          <h3 className="mt-5 mb-2 text-sm font-semibold text-mist-200">Most downloaded promos</h3>
          <ol className="flex flex-col gap-1.5 text-sm">
            {pool.top_tracks.map((track, index) => (
              <li key={`${track.artist}-${track.title}`} className="flex items-baseline gap-3">
                <span className="w-5 text-right tabular-nums text-mist-400">{index + 1}.</span>
                <span className="min-w-0 flex-1 truncate text-mist-100">
                  {track.title} <span className="text-mist-400">· {track.artist}</span>
                </span>
                <span className="tabular-nums text-mist-300">{countText(track.downloads)}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </LabelSection>
  );
}
