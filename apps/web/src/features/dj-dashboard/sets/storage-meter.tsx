import { useId } from 'react';
import { HardDrive } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatBytes } from '@cuepoint/domain/djs/set-media';
import { useDjStorage } from './sets-api.ts';

/** Storage used of the 10 GB quota (GET /dj/storage), as a meter: "2.1 GB of 10 GB used". */
export function StorageMeter() {
  const storage = useDjStorage();
  const labelId = useId();
  if (storage.isPending) return <p className="text-sm text-mist-400">Reading your storage…</p>;
  if (storage.isError)
    return <p className="text-sm text-mist-400">Storage use is not available right now.</p>;
  const { used_bytes: used, limit_bytes: limit, free_bytes: free } = storage.data;
  const share = limit ? Math.min(100, (used / limit) * 100) : 0;
  const text = `${formatBytes(used)} of ${formatBytes(limit)} used`;
  return (
    <div className="min-w-56 flex-1 sm:max-w-xs">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="inline-flex items-center gap-2 text-mist-200">
          <HardDrive className="size-4 text-mist-400" aria-hidden />
          <span id={labelId}>{text}</span>
        </span>
        <span className="text-xs text-mist-400">{formatBytes(free)} free</span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className={cn(
            'h-full rounded-full',
            share >= 90 ? 'bg-red-400' : share >= 75 ? 'bg-amber-cue' : 'bg-wave-400',
          )}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}
