import { useEffect, useState } from 'react';
import { relativeTime } from '@cuepoint/domain/booking/booking-api';
import { useHydrated } from '../../../lib/use-client-values.ts';

/** "Updated Just now", "Updated 5 minutes ago": how long ago something changed, kept current every 30 s. */
export function UpdatedAt({ iso, prefix = '' }: { iso: string; prefix?: string }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [iso]);
  if (!hydrated) return null;
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()} className="text-xs text-mist-400">
      {prefix ? `${prefix} ` : ''}
      {relativeTime(iso, now)}
    </time>
  );
}
