import type { TProfileSetTrack } from './dj-profile-api.ts';

/** A set's parsed tracklist: start time, artist and title, in play order. */
export function SetTracklist({ tracks, className }: { tracks: TProfileSetTrack[]; className?: string }) {
  return (
    <ol className={className}>
      {tracks.map((track, position) => (
        <li
          key={`${position}-${track.artist}-${track.title}`}
          className="flex gap-3 border-b border-ink-700 py-2 text-sm last:border-0"
        >
          <span className="w-12 shrink-0 text-right font-mono text-xs leading-5 text-mist-400">
            {track.start ?? `${position + 1}.`}
          </span>
          <span className="min-w-0 break-words">
            <span className="font-semibold text-mist-100">{track.artist}</span>
            <span className="text-mist-300"> – {track.title}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
