import type { TPerformanceRights } from '@cuepoint/domain/labels/label-dashboard';
import { ChartTable } from '../charts/chart-table.tsx';
import { chartColor } from '../charts/chart-colors.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { ProgressMeter } from '../charts/progress-meter.tsx';
import { countText, dayLabel, monthInitials, monthLabel } from '../label-format.ts';
import { LabelSection } from './label-section.tsx';

/**
 * Public performance rights progress toward the spec's targets (100 venues, 200 DJs): venues that booked DJs through
 * Cuepoint and DJs who played for them since the label's grant (decision record 036), with the running totals.
 */
export function PerformanceRightsCard({ rights }: { rights: TPerformanceRights }) {
  const venueColor = chartColor(0);
  const djColor = chartColor(1);
  return (
    <LabelSection section="performance-rights" source={rights.source} note={false}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <p className="text-sm text-mist-300">
            {rights.source === 'sample'
              ? 'Sample figures: venues and DJs a label might reach under its performance rights grant.'
              : `Venues that booked DJs through Cuepoint and the DJs who played for them since your grant on ${dayLabel(rights.since)}.`}
          </p>
          <ProgressMeter
            label="Venues"
            value={rights.venues}
            target={rights.venue_target}
            color={venueColor}
          />
          <ProgressMeter label="DJs" value={rights.djs} target={rights.dj_target} color={djColor} />
          {rights.venues === 0 && rights.djs === 0 ? (
            <p className="rounded-xl border border-dashed border-ink-600 px-4 py-3 text-sm text-mist-300">
              No venue has booked a DJ through Cuepoint since your grant yet. Each venue and DJ counts from
              their first confirmed booking.
            </p>
          ) : null}
        </div>
        <div>
          <div className="mb-2 flex flex-wrap gap-4 text-xs text-mist-300" aria-hidden>
            <span className="inline-flex items-center gap-1.5">
              <span className="h-0.5 w-4" style={{ backgroundColor: venueColor }} /> Venues
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="h-0.5 w-4" style={{ backgroundColor: djColor }} /> DJs
            </span>
          </div>
          <LineChart
            title="Venues and DJs reached, running totals per month"
            description={`${countText(rights.venues)} of ${rights.venue_target} venues and ${countText(rights.djs)} of ${rights.dj_target} DJs reached so far.`}
            labels={rights.months.map((month) => monthInitials(month.month))}
            series={[
              { name: 'Venues', color: venueColor, values: rights.months.map((month) => month.venues) },
              { name: 'DJs', color: djColor, values: rights.months.map((month) => month.djs) },
            ]}
            testId="performance-rights-chart"
          />
          <ChartTable
            caption="Venues and DJs reached by the end of each month"
            columns={[{ name: 'Month' }, { name: 'Venues', align: 'end' }, { name: 'DJs', align: 'end' }]}
            rows={rights.months.map((month) => [
              monthLabel(month.month, 'long'),
              countText(month.venues),
              countText(month.djs),
            ])}
          />
        </div>
      </div>
    </LabelSection>
  );
}
