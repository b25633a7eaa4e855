import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProducerTrack } from '@cuepoint/domain/producers/track-upload';
import { errorReason } from '../../lib/error-reason.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useToast } from '../../ui/toast.tsx';
import { producerKeys, removeProducerTrack } from './producer-api.ts';

/**
 * Asks before a track leaves the library, then removes it on the server: the list drops it at once, and the profile
 * (the stat cards) and the list are read again, so the counts follow.
 */
export function RemoveTrackDialog({
  userId,
  track,
  onClose,
}: {
  userId: number;
  /** The track asked about; null keeps the dialog shut. */
  track: TProducerTrack | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const keys = producerKeys(userId);
  const remove = useMutation({
    mutationFn: (chosen: TProducerTrack) => removeProducerTrack(chosen.id),
    onSuccess: (_answer, chosen) => {
      client.setQueryData<TProducerTrack[]>(keys.tracks, (tracks) =>
        tracks?.filter((item) => item.id !== chosen.id),
      );
      toast.success(`“${chosen.title}” was removed from your Track Library`);
      return client.invalidateQueries({ queryKey: keys.all });
    },
    onError: (error, chosen) =>
      toast.error(
        `“${chosen.title}” could not be removed: ${
          errorReason(error) ?? 'the server could not be reached. Please try again.'
        }`,
      ),
  });

  return (
    <ConfirmDialog
      open={track !== null}
      title={`Remove “${track?.title ?? ''}”?`}
      description="The track and every file uploaded with it (main track, stems, elements, project) are deleted. This cannot be undone."
      confirmLabel="Remove track"
      cancelLabel="Keep track"
      onConfirm={() => {
        if (track) remove.mutate(track);
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
