import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { SET_PLATFORM_LABELS } from '@cuepoint/domain/djs/set-platforms';
import { playerSrc } from '../../home/set-embed.ts';
import { usePageHostname } from '../../../app/render/page-render-record.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import type { TDjSet } from './sets-api.ts';

/**
 * How a set plays on the dashboard: an uploaded file in the browser's own player (served with Range support, so it
 * seeks), a link in its platform's player (loaded when the DJ scrolls near it, as on the home page), else a link.
 * Tracklist-only sets have no player.
 */
export function SetPlayer({ set }: { set: TDjSet }) {
  const hostname = usePageHostname();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(frame);

  if (set.media) {
    return set.set_type === 'video' || set.media.mime_type.startsWith('video/') ? (
      <video
        controls
        playsInline
        preload="metadata"
        src={set.media.url}
        aria-label={`Play ${set.title}`}
        className="aspect-video w-full rounded-xl bg-ink-950"
      />
    ) : (
      <audio
        controls
        preload="metadata"
        src={set.media.url}
        aria-label={`Play ${set.title}`}
        className="w-full"
      />
    );
  }
  if (!set.external_url) return null;
  const src = playerSrc({ ...set, external_url: set.external_url }, false, hostname);
  const platform = SET_PLATFORM_LABELS[set.platform];
  if (!src) {
    return (
      <a
        href={set.external_url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm text-wave-300 hover:text-wave-400"
      >
        Open the set <ExternalLink className="size-4" aria-hidden />
        <span className="sr-only">{set.title} (new tab)</span>
      </a>
    );
  }
  const tall = set.set_type === 'video' || set.platform === 'youtube' || set.platform === 'twitch';
  return (
    <div
      ref={setFrame}
      className={
        tall ? 'aspect-video w-full overflow-hidden rounded-xl' : 'h-40 w-full overflow-hidden rounded-xl'
      }
    >
      {near ? (
        <iframe
          src={src}
          title={`${set.title} on ${platform}`}
          className="size-full bg-ink-950"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-ink-950 text-sm text-mist-300">
          Loading the player…
        </div>
      )}
    </div>
  );
}
