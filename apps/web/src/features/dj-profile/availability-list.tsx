import { MapPin } from 'lucide-react';
import type { TAvailabilityPeriod } from '@cuepoint/domain/djs/availability-periods';
import { formatDateRange, placeLabel } from './format.ts';

const TYPE_LABELS: Record<TAvailabilityPeriod['availability_type'], string> = {
  in_person: 'In person',
  remote: 'Remote',
};

/** The DJ's coming travel periods (docs/product/djs.md), soonest first as the server answers them. */
export function AvailabilityList({ periods, djName }: { periods: TAvailabilityPeriod[]; djName: string }) {
  if (!periods.length) {
    return <p className="text-sm text-mist-300">{djName} has no travel dates announced right now.</p>;
  }
  return (
    <ul className="space-y-3">
      {periods.map((period) => (
        <li key={period.id} className="rounded-xl border border-ink-600 bg-ink-850 px-4 py-3">
          <p className="flex items-center gap-2 font-semibold">
            <MapPin className="size-4 shrink-0 text-cue-400" aria-hidden />
            {placeLabel(period.city, period.country) ?? period.country}
          </p>
          <p className="mt-1 text-sm text-mist-300">
            {formatDateRange(period.from_date, period.to_date)}
            <span className="text-mist-400"> · {TYPE_LABELS[period.availability_type] ?? 'In person'}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
