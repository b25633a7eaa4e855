import { GraduationCap } from 'lucide-react';
import { formatMoney } from '@cuepoint/domain/money/format-money';
import { TRAINING_SESSION_MINUTES } from '@cuepoint/domain/catalog/training';
import type { TProducerProfile } from '@cuepoint/domain/producers/producer-profile';
import { Button } from '../../ui/button.tsx';
import { DashboardCard } from '../../ui/dashboard-card.tsx';

/**
 * DAW Training (docs/product/producers-and-labels.md): shown only when the training rate is above 0, with Manage
 * Sessions.
 */
export function TrainingCard({
  profile,
  onManageSessions,
}: {
  profile: TProducerProfile;
  onManageSessions: () => void;
}) {
  return (
    <DashboardCard
      title="DAW Training"
      icon={<GraduationCap className="size-5" aria-hidden />}
      testId="daw-training"
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-mist-300">Rate</dt>
          <dd className="font-display text-xl font-bold">
            {formatMoney(profile.training_hourly_rate * 100, profile.training_currency)}/hour
          </dd>
        </div>
        <div>
          <dt className="text-mist-300">Experience</dt>
          <dd className="font-display text-xl font-bold">
            {profile.experience_years} {profile.experience_years === 1 ? 'year' : 'years'}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-mist-300">
        {profile.primary_daw ? `Sessions in ${profile.primary_daw}. ` : ''}Sessions of{' '}
        {TRAINING_SESSION_MINUTES.min} to {TRAINING_SESSION_MINUTES.max} minutes work best.
      </p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onManageSessions}>
        Manage Sessions
      </Button>
    </DashboardCard>
  );
}
