import { useState } from 'react';
import { ChevronLeft, ChevronRight, ExternalLink, Radio } from 'lucide-react';
import { SET_PLATFORM_LABELS } from '@cuepoint/domain/djs/set-platforms';
import { Button } from '../../ui/button.tsx';
import { Alert, Badge, EmptyState, Spinner } from '../../ui/feedback.tsx';
import { cn } from '../../lib/cn.ts';
import { useLatestSets } from './use-latest-sets.ts';
import { playerSrc } from './set-embed.ts';
import { usePageHostname } from '../../app/render/page-render-record.tsx';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { PlayerFrame } from '../../ui/player-frame.tsx';
import { useAutoplayAfterMove } from '../../lib/use-autoplay-after-move.ts';

/**
 * The latest public sets (docs/product/content.md): previous/next wrap around, each platform gets its own player, and a
 * set the listener moved to starts playing 600 ms after the move (never on first load).
 */
export function LatestSetsPlayer({ compact = false }: { compact?: boolean }) {
  const { data: sets, isPending, isError, error, refetch } = useLatestSets();
  const [index, setIndex] = useState(0);
  const { autoplay, moved } = useAutoplayAfterMove();
  const hostname = usePageHostname();
  // The player is another site's page: it loads when the reader gets near it, never with the page itself.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const showPlayer = useNearViewport(frame);

  if (isPending) return <Spinner label="Loading the latest sets…" className="py-10" />;
  if (isError) {
    return (
      <Alert tone="error">
        {error.message}.{' '}
        <button type="button" className="underline" onClick={() => void refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  if (!sets.length) {
    return (
      <EmptyState title="No public sets yet" icon={<Radio className="size-8" aria-hidden />}>
        When DJs publish their sets, the newest twelve play right here.
      </EmptyState>
    );
  }

  const current = sets[((index % sets.length) + sets.length) % sets.length]!;
  const go = (step: number) => {
    setIndex((value) => (value + step + sets.length) % sets.length);
    moved();
  };
  const choose = (next: number) => {
    setIndex(next);
    moved();
  };
  const src = playerSrc(current, autoplay, hostname);

  return (
    <div className={cn('grid gap-6', !compact && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
      <div className="overflow-hidden rounded-2xl border border-ink-600 bg-ink-950">
        <div ref={setFrame} className="aspect-video w-full bg-ink-950">
          {src && !showPlayer ? (
            <div className="flex size-full items-center justify-center p-6 text-center text-mist-300">
              Loading the player…
            </div>
          ) : src ? (
            <PlayerFrame
              key={src}
              src={src}
              title={`${current.title} by ${current.dj_name} on ${SET_PLATFORM_LABELS[current.platform]}`}
            />
          ) : (
            <div className="flex size-full items-center justify-center p-6 text-center text-mist-300">
              This set plays on its own site.
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3 p-4">
          <Button
            variant="outline"
            size="sm"
            className="px-3"
            onClick={() => go(-1)}
            aria-label="Previous set"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
          <Button variant="outline" size="sm" className="px-3" onClick={() => go(1)} aria-label="Next set">
            <ChevronRight className="size-5" aria-hidden />
          </Button>
          {/* On phones the now-playing lines take the first row, whole; the controls share the next one. */}
          <div className="order-first min-w-0 flex-1 basis-full sm:order-none sm:basis-0" aria-live="polite">
            <p className="font-semibold break-words">{current.title}</p>
            <p className="text-sm break-words text-mist-300">
              {current.dj_name} · {SET_PLATFORM_LABELS[current.platform]}
              {current.dj_is_demo ? (
                <Badge tone="amber" className="ml-2 align-middle">
                  Demo
                </Badge>
              ) : null}
            </p>
          </div>
          <a
            href={current.external_url}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-auto inline-flex items-center gap-1 text-sm text-wave-300 hover:text-wave-400 sm:ml-0"
          >
            Open <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only">
              {current.title} on {SET_PLATFORM_LABELS[current.platform]} (new tab)
            </span>
          </a>
        </div>
      </div>
      {compact ? null : (
        <ol className="max-h-[28rem] space-y-1 overflow-y-auto pr-1" aria-label="Latest sets">
          {sets.map((set, position) => (
            <li key={set.id}>
              <button
                type="button"
                onClick={() => choose(position)}
                aria-current={set.id === current.id ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors',
                  set.id === current.id ? 'bg-cue-500/15 text-mist-100' : 'hover:bg-ink-800 text-mist-200',
                )}
              >
                <span className="w-6 text-right font-display text-sm text-mist-400">{position + 1}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold">{set.title}</span>
                  <span className="block truncate text-xs text-mist-400">
                    {set.dj_name} · {SET_PLATFORM_LABELS[set.platform]}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
