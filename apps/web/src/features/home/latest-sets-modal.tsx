import { lazy, Suspense } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/feedback.tsx';

const LatestSetsPlayer = lazy(() =>
  import('./latest-sets-player.tsx').then((m) => ({ default: m.LatestSetsPlayer })),
);

/** The header's listen-to-latest-sets button opens the player from any page; the player loads on first open. */
export function LatestSetsModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Latest DJ sets" size="xl">
      {open ? (
        <Suspense fallback={<Spinner label="Loading the player…" />}>
          <LatestSetsPlayer />
        </Suspense>
      ) : null}
    </Modal>
  );
}
