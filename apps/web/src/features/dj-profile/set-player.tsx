import { ExternalLink, Headphones, ListMusic } from 'lucide-react';
import { SET_PLATFORM_LABELS } from '@cuepoint/domain/djs/set-platforms';
import { setPlayback } from '@cuepoint/domain/djs/public-profile';
import { usePageHostname } from '../../app/render/page-render-record.tsx';
import { playerSrc } from '../home/set-embed.ts';
import type { TProfileSet } from './dj-profile-api.ts';
import { SetTracklist } from './set-tracklist.tsx';
import { PlayerFrame } from '../../ui/player-frame.tsx';

/**
 * One set's player: an uploaded file in the page's own <audio> or <video>, a link in its platform's player
 * (docs/product/djs.md), a tracklist-only set as its tracklist. Players load only once `load` is true (the reader is
 * near), and start by themselves only when `autoplay` is (the reader moved the carousel).
 */
export function SetPlayer({
  set,
  djName,
  load,
  autoplay,
}: {
  set: TProfileSet;
  djName: string;
  load: boolean;
  autoplay: boolean;
}) {
  const hostname = usePageHostname();
  const playback = setPlayback(set);
  const label = `${set.title} by ${djName}`;

  if (playback.kind === 'tracklist') {
    const tracks = set.tracks ?? [];
    return (
      <div className="flex size-full flex-col overflow-hidden">
        <p className="flex items-center gap-2 px-4 pt-4 text-sm font-semibold text-mist-200">
          <ListMusic className="size-4 text-cue-400" aria-hidden />
          Tracklist
        </p>
        {tracks.length ? (
          <SetTracklist tracks={tracks} className="flex-1 overflow-y-auto px-4 pb-4" />
        ) : (
          <p className="p-4 text-sm text-mist-300">This set has no tracklist to show.</p>
        )}
      </div>
    );
  }
  if (!load) {
    return (
      <div className="flex size-full items-center justify-center p-6 text-center text-mist-300">
        Loading the player…
      </div>
    );
  }
  if (playback.kind === 'media') {
    if (playback.element === 'video') {
      return (
        <video
          key={`${playback.url}-${autoplay}`}
          src={playback.url}
          controls
          playsInline
          preload="metadata"
          autoPlay={autoplay}
          aria-label={label}
          className="size-full bg-black"
        />
      );
    }
    return (
      <div className="flex size-full flex-col items-center justify-center gap-5 bg-gradient-to-br from-cue-500/20 via-ink-950 to-wave-500/20 p-6">
        <Headphones className="size-14 text-cue-300" aria-hidden />
        <audio
          key={`${playback.url}-${autoplay}`}
          src={playback.url}
          controls
          preload="none"
          autoPlay={autoplay}
          aria-label={label}
          className="w-full max-w-lg"
        />
      </div>
    );
  }
  const src = playerSrc(
    { embed_html: set.embed_html, platform: playback.player, external_url: playback.url },
    autoplay,
    hostname,
  );
  if (!src) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-mist-300">
        This set plays on its own site.
        <a
          href={playback.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-wave-300 hover:text-wave-400"
        >
          Open {set.title} <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    );
  }
  return <PlayerFrame key={src} src={src} title={`${label} on ${SET_PLATFORM_LABELS[playback.player]}`} />;
}
