import { useHydrated } from '../../../lib/use-client-values.ts';
import { useRelativeTime } from '../../live-updates/use-relative-time.ts';

/** How long ago something changed ('Just now', '5 minutes ago'), kept current by the page's shared clock. */
export function UpdatedAt({ iso, prefix = '' }: { iso: string; prefix?: string }) {
  const hydrated = useHydrated();
  const text = useRelativeTime(iso);
  if (!hydrated || !text) return null;
  return (
    <time dateTime={iso} className="text-xs text-mist-400">
      {prefix ? `${prefix} ` : ''}
      {text}
    </time>
  );
}
