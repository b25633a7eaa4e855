import { useId, useState } from 'react';
import { ChevronDown, ListMusic } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { TDjSet } from './sets-api.ts';

/** The set's parsed tracklist, folded away until asked for; the text as given when nothing could be parsed. */
export function SetTracklist({ set, defaultOpen = false }: { set: TDjSet; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const count = set.tracks.length;
  if (!count && !set.tracklist?.trim()) return null;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-lg py-1 text-sm font-medium text-mist-200 hover:text-mist-100"
      >
        <ListMusic className="size-4 text-cue-400" aria-hidden />
        Tracklist <span className="text-mist-400">({count === 1 ? '1 track' : `${count} tracks`})</span>
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div id={id} hidden={!open} className="mt-2">
        {count ? (
          <ol className="max-h-72 space-y-1 overflow-y-auto rounded-xl bg-ink-900 p-3 text-sm">
            {set.tracks.map((track, index) => (
              <li key={index} className="flex gap-3">
                <span className="w-12 shrink-0 text-right font-mono text-xs leading-5 text-mist-400">
                  {track.start ?? `${index + 1}.`}
                </span>
                <span className="min-w-0 break-words">
                  <span className="text-mist-100">{track.artist}</span>
                  <span className="text-mist-400"> – </span>
                  <span className="text-mist-200">{track.title}</span>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <pre className="max-h-72 overflow-auto whitespace-pre-wrap rounded-xl bg-ink-900 p-3 text-sm text-mist-200">
            {set.tracklist}
          </pre>
        )}
      </div>
    </div>
  );
}
