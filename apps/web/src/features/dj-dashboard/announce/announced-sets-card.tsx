import { useState } from 'react';
import { Megaphone, Plus } from 'lucide-react';
import type { TDjProfile } from '@cuepoint/domain/djs/profile';
import { ANNOUNCED_SET_MESSAGES } from '@cuepoint/domain/djs/announced-set-rules';
import type { TDjEvent } from '@cuepoint/domain/djs/announced-sets';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Alert, Spinner } from '../../../ui/feedback.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { errorReason } from '../../../lib/error-reason.ts';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { AnnounceModal } from './announce-modal.tsx';
import { AnnouncedSetItem } from './announced-set-item.tsx';
import { useAnnouncedSets, useDeleteAnnouncedSet } from './events-api.ts';

type Props = {
  profile: Pick<TDjProfile, 'stage_name' | 'accepts_remote_venues'>;
  /** The clock the modal's defaults and the "ended" marks read; tests pass their own. */
  now?: () => Date;
};

/**
 * The DJ's announced sets and "Announce Next DJ Set" (docs/product/djs.md): offered only to a DJ who accepts remote
 * venues. Sets announced before the DJ stopped accepting them stay listed, so they can still be removed.
 */
export function AnnouncedSetsCard({ profile, now = () => new Date() }: Props) {
  const events = useAnnouncedSets();
  const remove = useDeleteAnnouncedSet();
  const toast = useToast();
  const hydrated = useHydrated();
  const [announcing, setAnnouncing] = useState(false);
  const [deleting, setDeleting] = useState<TDjEvent | null>(null);
  const canAnnounce = profile.accepts_remote_venues;
  const list = events.data ?? [];
  if (!canAnnounce && !list.length) return null;

  const confirmDelete = () => {
    const event = deleting;
    setDeleting(null);
    if (!event) return;
    remove.mutate(event.id, {
      onSuccess: () => toast.success(`“${event.title}” deleted.`),
      onError: (error) =>
        toast.error(`${ANNOUNCED_SET_MESSAGES.deleteFailed}: ${errorReason(error) ?? 'Please try again.'}`),
    });
  };

  return (
    <DashboardCard
      title="Announced Sets"
      icon={<Megaphone className="size-5" aria-hidden />}
      testId="announced-sets-card"
      action={
        canAnnounce ? (
          <Button
            size="sm"
            onClick={() => setAnnouncing(true)}
            icon={<Plus className="size-4" aria-hidden />}
          >
            Announce Next DJ Set
          </Button>
        ) : null
      }
    >
      {canAnnounce ? null : (
        <p className="-mt-2 mb-4 text-sm text-mist-300">
          Turn on remote venues in your profile to announce new sets.
        </p>
      )}
      {events.isPending ? (
        <Spinner label="Loading your announced sets…" />
      ) : events.isError ? (
        <Alert tone="error">
          {events.error.message}.{' '}
          <button type="button" className="underline" onClick={() => void events.refetch()}>
            Try again
          </button>
        </Alert>
      ) : list.length ? (
        <ul className="grid gap-3" aria-label="Announced sets">
          {list.map((event) => (
            <li key={event.id}>
              <AnnouncedSetItem
                event={event}
                hydrated={hydrated}
                now={now()}
                onDelete={() => setDeleting(event)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-ink-600 px-5 py-8 text-center text-sm text-mist-300">
          No announced sets yet. Announce your next set so venues and fans know when you play; your public
          page shows it.
        </p>
      )}
      {canAnnounce ? (
        <AnnounceModal
          open={announcing}
          onOpenChange={setAnnouncing}
          stageName={profile.stage_name}
          now={now}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete “${deleting?.title ?? ''}”?`}
        description="The set is no longer announced on your public page."
        confirmLabel="Delete"
        cancelLabel="Keep it"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </DashboardCard>
  );
}
