import { useId, useRef, useState } from 'react';
import { ChevronUp, Disc3, Plus } from 'lucide-react';
import { DJ_SET_MESSAGES } from '@cuepoint/domain/djs/set-rules';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Alert, EmptyState, Spinner } from '../../../ui/feedback.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { errorReason } from '../../../lib/error-reason.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { EditSetModal } from './edit-set-modal.tsx';
import { SetFilter, filterSets, type TSetFilter } from './set-filter.tsx';
import { SetForm } from './set-form.tsx';
import { SetItem } from './set-item.tsx';
import { savedSetMessage } from './set-form-state.ts';
import { useDeleteDjSet, useDjSets, type TDjSet } from './sets-api.ts';
import { StorageMeter } from './storage-meter.tsx';
import type { TMediaUploader } from './upload/media-uploader.ts';
import { loadTusUploader } from './upload/load-media-uploader.ts';

const EMPTY_TEXT: Record<Exclude<TSetFilter, 'all'>, string> = {
  audio: 'No audio sets yet.',
  video: 'No video sets yet.',
};

/**
 * The DJ's sets on the dashboard (docs/product/djs.md): the storage used, the add-set form, the list filtered by All,
 * Audio or Video, each set with its player and tracklist, edit in a dialog and delete after a question.
 * `uploader` sends media files (resumable tus by default).
 */
export function DjSetsCard({ uploader = loadTusUploader }: { uploader?: TMediaUploader }) {
  const sets = useDjSets();
  const remove = useDeleteDjSet();
  const toast = useToast();
  const [filter, setFilter] = useState<TSetFilter>('all');
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [editing, setEditing] = useState<TDjSet | null>(null);
  const [deleting, setDeleting] = useState<TDjSet | null>(null);
  const formId = useId();
  const formRegion = useRef<HTMLDivElement>(null);

  const openForm = () => {
    setAdding(true);
    setSaved(null);
    requestAnimationFrame(() =>
      formRegion.current?.querySelector<HTMLElement>('input:not([type=radio])')?.focus(),
    );
  };

  const confirmDelete = () => {
    const set = deleting;
    setDeleting(null);
    if (!set) return;
    remove.mutate(set.id, {
      onSuccess: () => toast.success(`“${set.title}” deleted.`),
      onError: (error) => {
        const reason = errorReason(error);
        toast.error(reason ? DJ_SET_MESSAGES.deleteFailed(reason) : DJ_SET_MESSAGES.deleteUnreachable);
      },
    });
  };

  const all = sets.data ?? [];
  const shown = filterSets(all, filter);
  const counts = {
    all: all.length,
    audio: filterSets(all, 'audio').length,
    video: filterSets(all, 'video').length,
  };

  return (
    <DashboardCard
      title="Your DJ Sets"
      icon={<Disc3 className="size-5" aria-hidden />}
      testId="dj-sets-card"
      action={<StorageMeter />}
    >
      <div className="grid gap-6">
        <div>
          <Button
            variant={adding ? 'outline' : 'primary'}
            aria-expanded={adding}
            aria-controls={formId}
            onClick={() => (adding ? setAdding(false) : openForm())}
            icon={
              adding ? <ChevronUp className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />
            }
          >
            {adding ? 'Hide the form' : 'Add DJ Set'}
          </Button>
          {/* Hidden, not removed: a file keeps uploading while the DJ looks at the list. */}
          <div
            id={formId}
            ref={formRegion}
            hidden={!adding}
            className="mt-5 rounded-2xl border border-ink-700 p-4 sm:p-5"
          >
            <h3 className="mb-4 font-display text-lg font-semibold">Add a set</h3>
            <SetForm
              uploader={uploader}
              onSaved={(set) => {
                setSaved(savedSetMessage(set, false));
                setAdding(false);
              }}
            />
          </div>
          {saved ? (
            <Alert tone="success" className="mt-4">
              {saved}
            </Alert>
          ) : null}
        </div>

        {sets.isPending ? (
          <Spinner label="Loading your sets…" />
        ) : sets.isError ? (
          <Alert tone="error">
            {sets.error.message}.{' '}
            <button type="button" className="underline" onClick={() => void sets.refetch()}>
              Try again
            </button>
          </Alert>
        ) : all.length === 0 ? (
          <EmptyState title="Add your first set" icon={<Disc3 className="size-8" aria-hidden />}>
            <p>
              Share a recording by link or upload, or just the tracklist of a night you played. Venues see
              your public sets on your page.
            </p>
            {adding ? null : (
              <Button className="mt-4" onClick={openForm} icon={<Plus className="size-4" aria-hidden />}>
                Add your first set
              </Button>
            )}
          </EmptyState>
        ) : (
          <div className="grid gap-4">
            <SetFilter value={filter} onChange={setFilter} counts={counts} />
            {shown.length ? (
              <ul className="grid gap-4" aria-label="Sets">
                {shown.map((set) => (
                  <li key={set.id}>
                    <SetItem set={set} onEdit={() => setEditing(set)} onDelete={() => setDeleting(set)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-2xl border border-dashed border-ink-600 px-6 py-8 text-center text-sm text-mist-300">
                {filter === 'all' ? null : EMPTY_TEXT[filter]}
              </p>
            )}
          </div>
        )}
      </div>

      <EditSetModal set={editing} uploader={uploader} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete “${deleting?.title ?? ''}”?`}
        description="The set, its tracklist and any uploaded file are removed. This cannot be undone."
        confirmLabel="Delete set"
        cancelLabel="Keep set"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </DashboardCard>
  );
}
