import { Sparkles } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { Button } from '../../../ui/button.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { requestFeature, type DashboardProfile } from '../dashboard-api.ts';
import { errorReason } from '../../../lib/error-reason.ts';
import { formatInstant } from '../format.ts';
import { useHydrated } from '../../../lib/use-client-values.ts';
import { useProfileCache } from '../use-dashboard-queries.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';

/** docs/product/djs.md: the card shows only when the profile answer speaks of featuring. */
export function offersFeaturing(profile: DashboardProfile): boolean {
  const answer: Partial<DashboardProfile> = profile;
  return typeof answer.can_request_feature === 'boolean' || Boolean(answer.feature_request_status);
}

/**
 * The feature opportunity (docs/product/djs.md): request featuring when it is possible; while featured, until when;
 * while cooling down, when the next request is possible.
 */
export function FeatureCard({ profile }: { profile: DashboardProfile }) {
  const toast = useToast();
  const cache = useProfileCache();
  const hydrated = useHydrated();
  const request = useMutation({
    mutationFn: requestFeature,
    onSuccess: (granted) => {
      cache.patch({
        can_request_feature: false,
        feature_request_status: {
          status: 'featured',
          featured_until: granted.featured_until,
          cooldown_until: granted.cooldown_until,
        },
      });
      void cache.refetch();
      toast.success(`You are featured until ${formatInstant(granted.featured_until, true)}`);
    },
    onError: (failure) => {
      toast.error(DJ_DASHBOARD_MESSAGES.featureRequestFailed(errorReason(failure)));
      void cache.refetch();
    },
  });
  const status = profile.feature_request_status;
  const featuredUntil = status?.status === 'featured' ? status.featured_until : null;
  return (
    <DashboardCard
      title="Feature opportunity"
      icon={<Sparkles className="size-5" aria-hidden />}
      testId="feature-card"
      action={featuredUntil ? <Badge tone="cue">Featured</Badge> : null}
    >
      <p className="-mt-2 text-sm text-mist-300">
        Get featured on Cuepoint for 30 minutes: venues and fans looking for a DJ see you first.
      </p>
      <div className="mt-4 flex flex-col gap-2" aria-live="polite">
        {request.isPending ? (
          <p role="status" className="text-sm text-mist-200">
            {DJ_DASHBOARD_MESSAGES.featureRequestProcessing}
          </p>
        ) : null}
        {featuredUntil ? (
          <p className="font-semibold text-cue-300">
            Featured until {formatInstant(featuredUntil, hydrated)}
          </p>
        ) : null}
        {status ? (
          <p className="text-sm text-mist-300">
            Next request possible {formatInstant(status.cooldown_until, hydrated)}
          </p>
        ) : null}
      </div>
      {!status && profile.can_request_feature ? (
        <Button className="mt-4" busy={request.isPending} onClick={() => request.mutate()}>
          Request featuring
        </Button>
      ) : null}
    </DashboardCard>
  );
}
