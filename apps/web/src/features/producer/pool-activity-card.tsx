import { Download } from 'lucide-react';
import type { TProducerTrack } from '@cuepoint/domain/producers/track-upload';
import { DashboardCard } from '../../ui/dashboard-card.tsx';
import { formatDay } from './track-format.ts';

/**
 * DJ Pool Activity (docs/product/producers-and-labels.md): downloads, how many tracks DJs find in the pool, and the
 * latest ones added.
 */
export function PoolActivityCard({
  downloads,
  tracks,
}: {
  downloads: number;
  tracks: readonly TProducerTrack[];
}) {
  const latest = tracks.slice(0, 3);
  return (
    <DashboardCard title="DJ Pool Activity" icon={<Download className="size-5" aria-hidden />}>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-ink-900 p-3">
          <dt className="text-sm text-mist-300">Downloads</dt>
          <dd className="font-display text-2xl font-bold">{downloads.toLocaleString('en-US')}</dd>
        </div>
        <div className="rounded-xl bg-ink-900 p-3">
          <dt className="text-sm text-mist-300">Tracks in the pool</dt>
          <dd className="font-display text-2xl font-bold">{tracks.length.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      {latest.length === 0 ? (
        <p className="mt-4 text-sm text-mist-300">
          Your uploads appear in the DJ pool, where DJs find promo music for their sets.
        </p>
      ) : (
        <>
          <h3 className="mt-5 text-sm font-semibold text-mist-200">Latest in the pool</h3>
          <ul className="mt-2 flex flex-col divide-y divide-ink-700">
            {latest.map((track) => (
              <li key={track.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="truncate">{track.title}</span>
                <span className="shrink-0 text-mist-300">{formatDay(track.created_at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
