import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProducerProfile } from '@cuepoint/domain/producers/producer-profile';
import type { TProducerTrack } from '@cuepoint/domain/producers/track-upload';
import { errorReason } from '../../lib/error-reason.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Alert, Spinner } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { ToastProvider, useToast } from '../../ui/toast.tsx';
import { RoleGuard } from '../accounts/role-guard.tsx';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { fetchProducerProfile, fetchProducerTracks, producerKeys } from './producer-api.ts';
import { ProducerDashboardView } from './producer-dashboard-view.tsx';
import { RemoveTrackDialog } from './remove-track-dialog.tsx';
import type { TrackFileUploader } from './track-uploader.ts';
import { loadTrackUploader } from './load-track-uploader.ts';
import { UploadTrackModal } from './upload-track-modal.tsx';

function LoadFailed({
  reason,
  retrying,
  onRetry,
}: {
  reason: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-xl">
        <h1 className="mb-4 text-3xl font-bold">Producer Dashboard</h1>
        <Alert tone="error">
          <p>Your dashboard could not be loaded: {reason}</p>
          <Button variant="outline" size="sm" className="mt-3" busy={retrying} onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      </div>
    </Container>
  );
}

/** The signed-in producer's dashboard: the view fed from the server, with its two modals saving to it. */
function ProducerDashboard({ userId, uploader }: { userId: number; uploader: TrackFileUploader }) {
  const keys = useMemo(() => producerKeys(userId), [userId]);
  const client = useQueryClient();
  const toast = useToast();
  const profile = useQuery({ queryKey: keys.profile, queryFn: fetchProducerProfile });
  const tracks = useQuery({ queryKey: keys.tracks, queryFn: fetchProducerTracks });
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<TProducerTrack | null>(null);

  if (profile.isPending || tracks.isPending) {
    return (
      <Container className="flex justify-center py-24">
        <Spinner label="Loading your dashboard…" />
      </Container>
    );
  }
  if (profile.isError || tracks.isError) {
    return (
      <LoadFailed
        reason={
          errorReason(profile.error ?? tracks.error) ?? 'the server could not be reached. Please try again.'
        }
        retrying={profile.isFetching || tracks.isFetching}
        onRetry={() => {
          void profile.refetch();
          void tracks.refetch();
        }}
      />
    );
  }
  return (
    <>
      <ProducerDashboardView
        profile={profile.data}
        tracks={tracks.data}
        onUploadTrack={() => setUploading(true)}
        onEditProfile={() => setEditing(true)}
        onManageSessions={() => setEditing(true)}
        onRemoveTrack={setRemoving}
      />
      <RemoveTrackDialog userId={userId} track={removing} onClose={() => setRemoving(null)} />
      <EditProfileModal
        profile={profile.data}
        open={editing}
        onOpenChange={setEditing}
        onSaved={(saved: TProducerProfile) => {
          client.setQueryData(keys.profile, saved);
          toast.success('Profile saved');
        }}
      />
      <UploadTrackModal
        open={uploading}
        onOpenChange={setUploading}
        currency={profile.data.training_currency}
        uploader={uploader}
        onUploaded={(track) => {
          void client.invalidateQueries({ queryKey: keys.all });
          toast.success(`“${track.title}” is in your Track Library`);
        }}
      />
    </>
  );
}

/** docs/product/producers-and-labels.md: a visitor goes to /producers, any other account type to /. */
export const PRODUCER_VISITOR_REDIRECT = '/producers';
export const PRODUCER_OTHER_ROLE_REDIRECT = '/';

/**
 * /producer-dashboard (docs/product/producers-and-labels.md): the dashboard of a producer account; everyone else is
 * sent on.
 */
export function ProducerDashboardPage({ uploader = loadTrackUploader }: { uploader?: TrackFileUploader }) {
  usePageTitle(
    'Producer Dashboard',
    'Your tracks, stems, DJ pool activity, earnings and DAW training on Cuepoint.',
  );
  return (
    <RoleGuard
      role="producer"
      visitorTo={PRODUCER_VISITOR_REDIRECT}
      otherRoleTo={PRODUCER_OTHER_ROLE_REDIRECT}
    >
      {(user) => (
        <ToastProvider>
          <ProducerDashboard userId={user.id} uploader={uploader} />
        </ToastProvider>
      )}
    </RoleGuard>
  );
}
