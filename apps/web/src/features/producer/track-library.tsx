import { Music, Trash2, Upload } from 'lucide-react';
import type { TProducerTrack } from '@cuepoint/domain/producers/track-upload';
import { Button } from '../../ui/button.tsx';
import { DashboardCard } from '../../ui/dashboard-card.tsx';
import { Badge, EmptyState } from '../../ui/feedback.tsx';
import { formatDay, formatPrice } from './track-format.ts';

function TrackRow({ track, onRemove }: { track: TProducerTrack; onRemove?: (() => void) | undefined }) {
  const packages = [
    track.stems_zip ? `Stems ${formatPrice(track.stems_zip.price ?? 0, track.currency)}` : null,
    track.elements_zip ? `Elements ${formatPrice(track.elements_zip.price ?? 0, track.currency)}` : null,
    track.project_file ? `Project ${formatPrice(track.project_file.price ?? 0, track.currency)}` : null,
  ].filter((item): item is string => item !== null);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink-700 bg-ink-900 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-semibold text-mist-100">{track.title}</p>
        <p className="text-sm text-mist-300">
          {track.genre}
          {track.bpm !== null ? ` · ${track.bpm} BPM` : ''} · {formatDay(track.created_at)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {packages.length > 0 ? (
          packages.map((item) => (
            <Badge key={item} tone="wave">
              {item}
            </Badge>
          ))
        ) : (
          <Badge>Main track only</Badge>
        )}
        {onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-4" aria-hidden />}
            aria-label={`Remove “${track.title}”`}
            onClick={onRemove}
          >
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Track Library (docs/product/producers-and-labels.md): the producer's tracks, newest first; Upload First Track when
 * there are none. With `onRemoveTrack` each track has a Remove button (the page asks before removing).
 */
export function TrackLibrary({
  tracks,
  onUploadTrack,
  onRemoveTrack,
}: {
  tracks: readonly TProducerTrack[];
  onUploadTrack: () => void;
  onRemoveTrack?: ((track: TProducerTrack) => void) | undefined;
}) {
  return (
    <DashboardCard
      title="Track Library"
      icon={<Music className="size-5" aria-hidden />}
      testId="track-library"
      action={
        tracks.length > 0 ? (
          <Button size="sm" icon={<Upload className="size-4" aria-hidden />} onClick={onUploadTrack}>
            Upload New Track
          </Button>
        ) : null
      }
    >
      {tracks.length === 0 ? (
        <EmptyState title="No tracks yet" icon={<Music className="size-8" aria-hidden />}>
          <p>Upload a track with its stems, extracted elements or project file for DJs to play and buy.</p>
          <Button className="mt-4" icon={<Upload className="size-4" aria-hidden />} onClick={onUploadTrack}>
            Upload First Track
          </Button>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {tracks.map((track) => (
            <TrackRow
              key={track.id}
              track={track}
              onRemove={onRemoveTrack ? () => onRemoveTrack(track) : undefined}
            />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
