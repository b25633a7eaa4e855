import { Music2 } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { useToast } from '../../../ui/toast.tsx';
import { updateProfile, type DashboardProfile } from '../dashboard-api.ts';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { useGenreCatalogue, useProfileCache } from '../use-dashboard-queries.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { GenrePicker } from '../../../ui/genre-picker.tsx';

/**
 * The DJ's genres, saved on every change (docs/product/djs.md): the chips change at once, and a refused or failed save
 * puts the list back as it was.
 */
export function GenresCard({ profile }: { profile: DashboardProfile }) {
  const toast = useToast();
  const cache = useProfileCache();
  const catalogue = useGenreCatalogue();
  const save = useMutation({
    // One save at a time, in order: each sends the whole list as it then is.
    scope: { id: 'dj-dashboard-genres' },
    mutationFn: (genres: string[]) => updateProfile({ genres }),
    onMutate: (genres) => {
      const previous = cache.get()?.genres ?? profile.genres;
      cache.patch({ genres });
      return { previous };
    },
    onSuccess: (saved) => cache.put(saved),
    onError: (error, _genres, context) => {
      if (context) cache.patch({ genres: context.previous });
      toast.error(
        isUnreachable(error)
          ? DJ_DASHBOARD_MESSAGES.saveProfileUnreachable
          : DJ_DASHBOARD_MESSAGES.saveProfileFailed(errorReason(error)),
      );
    },
  });
  return (
    <DashboardCard
      title="Genres"
      icon={<Music2 className="size-5" aria-hidden />}
      testId="genres-card"
      action={
        save.isPending ? (
          <span role="status" className="text-xs text-mist-400">
            Saving…
          </span>
        ) : null
      }
    >
      <GenrePicker
        value={profile.genres}
        options={catalogue.data}
        onChange={(genres) => save.mutate(genres)}
      />
    </DashboardCard>
  );
}
