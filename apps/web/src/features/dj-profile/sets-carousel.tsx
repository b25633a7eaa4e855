import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, ExternalLink, Radio } from 'lucide-react';
import { SET_PLATFORM_LABELS, type TSetPlatform } from '@cuepoint/domain/djs/set-platforms';
import { setPlayback } from '@cuepoint/domain/djs/public-profile';
import { Button } from '../../ui/button.tsx';
import { Badge, EmptyState } from '../../ui/feedback.tsx';
import { cn } from '../../lib/cn.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import type { TProfileSet } from './dj-profile-api.ts';
import { SetPlayer } from './set-player.tsx';
import { SetTracklist } from './set-tracklist.tsx';
import { formatDay } from './format.ts';
import { useAutoplayAfterMove } from '../../lib/use-autoplay-after-move.ts';

const TYPE_LABELS: Record<string, string> = { audio: 'Audio', video: 'Video', tracklist: 'Tracklist' };

/** Keys inside a player belong to the player (seeking, volume), not to the carousel. */
const PLAYER_ELEMENTS = new Set(['AUDIO', 'VIDEO', 'IFRAME', 'INPUT']);

function sourceLabel(set: TProfileSet): string {
  const playback = setPlayback(set);
  if (playback.kind === 'media') return playback.element === 'video' ? 'Uploaded video' : 'Uploaded audio';
  if (playback.kind === 'tracklist') return 'Tracklist only';
  return SET_PLATFORM_LABELS[playback.player as TSetPlatform];
}

/**
 * The DJ's public sets, one at a time (docs/product/djs.md): previous and next wrap around in both
 * directions, the arrow keys move it while a control has focus, and a set starts playing by itself only after the
 * reader moved the carousel. The player loads when the reader nears it.
 */
export function SetsCarousel({ sets, djName }: { sets: TProfileSet[]; djName: string }) {
  const [index, setIndex] = useState(0);
  const { autoplay, moved } = useAutoplayAfterMove();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(frame);

  if (!sets.length) {
    return (
      <EmptyState title="No public sets yet" icon={<Radio className="size-8" aria-hidden />}>
        When {djName} publishes a set, it plays right here.
      </EmptyState>
    );
  }

  const count = sets.length;
  const position = ((index % count) + count) % count;
  const current = sets[position]!;
  const show = (next: number) => {
    setIndex(((next % count) + count) % count);
    moved();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (PLAYER_ELEMENTS.has((event.target as HTMLElement).tagName)) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step) show(position + step);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else return;
    event.preventDefault();
  };
  const tracks = current.tracks ?? [];
  const playback = setPlayback(current);
  const link = playback.kind === 'embed' ? playback.url : undefined;

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={`Sets by ${djName}`}
      onKeyDown={onKeyDown}
      className={cn('grid gap-6', count > 1 && 'lg:grid-cols-[minmax(0,1fr)_18rem]')}
    >
      <div className="overflow-hidden rounded-2xl border border-ink-600 bg-ink-950">
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${position + 1} of ${count}: ${current.title}`}
        >
          <div ref={setFrame} className="aspect-video w-full bg-ink-950">
            <SetPlayer set={current} djName={djName} load={near} autoplay={autoplay} />
          </div>
          <div className="space-y-1 p-4 pb-0" aria-live="polite">
            <h3 className="text-lg font-semibold break-words">{current.title}</h3>
            <p className="flex flex-wrap items-center gap-2 text-sm text-mist-300">
              <Badge tone="wave">{TYPE_LABELS[current.set_type] ?? 'Set'}</Badge>
              <span>{sourceLabel(current)}</span>
              <span aria-hidden>·</span>
              <time dateTime={current.created_at}>{formatDay(current.created_at)}</time>
            </p>
            {current.description ? (
              <p className="whitespace-pre-line text-sm text-mist-200">{current.description}</p>
            ) : null}
          </div>
          {tracks.length && playback.kind !== 'tracklist' ? (
            <details className="mx-4 mt-3 rounded-xl border border-ink-700 px-3 py-2">
              <summary className="cursor-pointer text-sm font-semibold text-mist-200">
                Tracklist ({tracks.length} {tracks.length === 1 ? 'track' : 'tracks'})
              </summary>
              <SetTracklist tracks={tracks} className="mt-2 max-h-72 overflow-y-auto" />
            </details>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3 p-4">
          <Button
            variant="outline"
            size="icon"
            onClick={() => show(position - 1)}
            aria-label="Previous set"
            disabled={count < 2}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
          <span className="min-w-14 text-center text-sm tabular-nums text-mist-300">
            {position + 1} / {count}
          </span>
          <Button
            variant="outline"
            size="icon"
            onClick={() => show(position + 1)}
            aria-label="Next set"
            disabled={count < 2}
          >
            <ChevronRight className="size-5" aria-hidden />
          </Button>
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="ml-auto inline-flex items-center gap-1 text-sm text-wave-300 hover:text-wave-400"
            >
              Open <ExternalLink className="size-4" aria-hidden />
              <span className="sr-only">
                {current.title} on {sourceLabel(current)} (opens in a new tab)
              </span>
            </a>
          ) : null}
        </div>
      </div>
      {count > 1 ? (
        <ol className="max-h-[28rem] space-y-1 overflow-y-auto pr-1" aria-label={`All sets by ${djName}`}>
          {sets.map((set, at) => (
            <li key={set.id}>
              <button
                type="button"
                onClick={() => show(at)}
                aria-current={at === position ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors',
                  at === position ? 'bg-cue-500/15 text-mist-100' : 'text-mist-200 hover:bg-ink-800',
                )}
              >
                <span className="w-6 text-right font-display text-sm text-mist-400">{at + 1}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold">{set.title}</span>
                  <span className="block truncate text-xs text-mist-400">{sourceLabel(set)}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
