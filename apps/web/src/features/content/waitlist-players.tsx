import { ExternalLink, Music, Video } from 'lucide-react';
import { SET_PLATFORM_LABELS, type TSetPlatform } from '@cuepoint/domain/djs/set-platforms';
import type { TPublicDjSet } from '@cuepoint/domain/djs/sets';
import { Spinner } from '../../ui/feedback.tsx';
import { useLatestSets } from '../home/use-latest-sets.ts';
import { playerSrc } from '../home/set-embed.ts';
import { usePageHostname } from '../../app/render/page-render-record.tsx';
import { PlayerFrame } from '../../ui/player-frame.tsx';

const MUSIC: TSetPlatform[] = ['mixcloud', 'soundcloud', 'libsyn'];
const VIDEO: TSetPlatform[] = ['youtube', 'twitch'];

function Player({ set, kind }: { set: TPublicDjSet; kind: 'music' | 'video' }) {
  const src = playerSrc(set, false, usePageHostname());
  const Icon = kind === 'music' ? Music : Video;
  return (
    <figure className="overflow-hidden rounded-2xl border border-ink-600 bg-ink-950">
      <div className={kind === 'music' ? 'h-[180px] w-full' : 'aspect-video w-full'}>
        {src ? (
          <PlayerFrame
            src={src}
            title={`${set.title} by ${set.dj_name} on ${SET_PLATFORM_LABELS[set.platform]}`}
          />
        ) : null}
      </div>
      <figcaption className="flex items-center gap-3 p-4 text-sm">
        <Icon className="size-4 shrink-0 text-wave-400" aria-hidden />
        <span className="min-w-0 flex-1 break-words">
          <span className="font-semibold">{set.title}</span>
          <span className="text-mist-300"> · {set.dj_name}</span>
        </span>
        <a
          href={set.external_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-wave-300 hover:text-wave-400"
        >
          {SET_PLATFORM_LABELS[set.platform]} <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

/** A music and a video player with the newest public sets: what DJs will stream on Cuepoint. */
export function WaitlistPlayers() {
  const sets = useLatestSets();
  const hostname = usePageHostname();
  if (sets.isPending) return <Spinner label="Loading the latest sets…" />;
  const playable = (sets.data ?? []).filter((set) => playerSrc(set, false, hostname));
  const music = playable.find((set) => MUSIC.includes(set.platform));
  const video = playable.find((set) => VIDEO.includes(set.platform));
  if (!music && !video) return null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {video ? <Player set={video} kind="video" /> : null}
      {music ? <Player set={music} kind="music" /> : null}
    </div>
  );
}
