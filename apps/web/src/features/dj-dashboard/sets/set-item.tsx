import { Globe, Lock, Pencil, Trash2 } from 'lucide-react';
import { DJ_SET_TYPE_LABELS } from '@cuepoint/domain/djs/set-rules';
import { SET_PLATFORM_LABELS } from '@cuepoint/domain/djs/set-platforms';
import { Button } from '../../../ui/button.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { SetPlayer } from './set-player.tsx';
import { SetTracklist } from './set-tracklist.tsx';
import type { TDjSet } from './sets-api.ts';

/** The day a set was added: in the reader's zone once the page runs in the browser, in UTC before. */
function addedOn(iso: string, hydrated: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(hydrated ? undefined : 'en-US', {
    dateStyle: 'medium',
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  }).format(date);
}

/** One set in the DJ's list: what it is, where it plays, who sees it, its player and tracklist, edit and delete. */
export function SetItem({ set, onEdit, onDelete }: { set: TDjSet; onEdit(): void; onDelete(): void }) {
  const hydrated = useHydrated();
  const source = set.media ? 'Uploaded file' : set.external_url ? SET_PLATFORM_LABELS[set.platform] : null;
  return (
    <article
      className="grid gap-4 rounded-2xl border border-ink-700 bg-ink-900/60 p-4 sm:p-5"
      aria-labelledby={`set-${set.id}-title`}
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h3 id={`set-${set.id}-title`} className="font-display text-lg font-semibold break-words">
            {set.title}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-mist-300">
            <Badge tone="cue">{DJ_SET_TYPE_LABELS[set.set_type]}</Badge>
            {source ? <Badge tone="wave">{source}</Badge> : null}
            {set.is_public ? (
              <Badge tone="neutral">
                <Globe className="size-3" aria-hidden /> Public
              </Badge>
            ) : (
              <Badge tone="amber">
                <Lock className="size-3" aria-hidden /> Private
              </Badge>
            )}
            <span>
              Added <time dateTime={set.created_at}>{addedOn(set.created_at, hydrated)}</time>
            </span>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={`Edit ${set.title}`}
            icon={<Pencil className="size-4" aria-hidden />}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${set.title}`}
            icon={<Trash2 className="size-4" aria-hidden />}
          >
            Delete
          </Button>
        </div>
      </header>
      {set.description ? (
        <p className="text-sm whitespace-pre-line text-mist-300">{set.description}</p>
      ) : null}
      <SetPlayer set={set} />
      <SetTracklist set={set} />
    </article>
  );
}
