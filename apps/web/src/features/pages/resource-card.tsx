import { ExternalLink } from 'lucide-react';
import type { TResourceItem } from '@cuepoint/domain/content/resources';

/**
 * One recommended site; the whole card is the link's hit area. The label carries the new-tab hint because a
 * visually hidden span's leading space is dropped by some name computations ("Beatport(opens…").
 */
export function ResourceCard({ item }: { item: TResourceItem }) {
  const host = new URL(item.url).hostname.replace(/^www\./, '');
  return (
    <li className="relative flex flex-col rounded-2xl border border-ink-600 bg-ink-850 p-6 transition-colors focus-within:border-wave-400 hover:border-cue-500/60">
      <h3 className="text-lg font-semibold">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${item.name} (opens in a new tab)`}
          className="inline-flex items-center gap-2 text-mist-100 after:absolute after:inset-0 after:rounded-2xl hover:text-cue-300"
        >
          {item.name}
          <ExternalLink className="size-4 text-mist-400" aria-hidden />
        </a>
      </h3>
      <p className="mt-1 text-sm text-wave-300">{host}</p>
      <p className="mt-3 text-mist-200">{item.description}</p>
    </li>
  );
}
