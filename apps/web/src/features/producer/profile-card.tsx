import { UserRound } from 'lucide-react';
import { remixUrl, type TProducerProfile } from '@cuepoint/domain/producers/producer-profile';
import { Button } from '../../ui/button.tsx';
import { DashboardCard } from '../../ui/dashboard-card.tsx';

/**
 * The Profile card (docs/product/producers-and-labels.md): the producer's details with Edit Profile; the remix URL as
 * remix.me/{handle}.
 */
export function ProfileCard({
  profile,
  onEditProfile,
}: {
  profile: TProducerProfile;
  onEditProfile: () => void;
}) {
  const remix = remixUrl(profile.remix_handle);
  const rows = [
    ['Producer name', profile.producer_name],
    ['Primary DAW', profile.primary_daw ?? 'Not set'],
    ['Remix URL', remix ?? 'No remix handle yet'],
    ['Experience', `${profile.experience_years} ${profile.experience_years === 1 ? 'year' : 'years'}`],
  ] as const;
  return (
    <DashboardCard
      title="Profile"
      icon={<UserRound className="size-5" aria-hidden />}
      testId="producer-profile"
    >
      <dl className="flex flex-col gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-mist-300">{label}</dt>
            <dd className="break-words text-mist-100">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 whitespace-pre-line break-words text-sm text-mist-200">
        {profile.bio || 'Tell DJs about your sound in your bio.'}
      </p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onEditProfile}>
        Edit Profile
      </Button>
    </DashboardCard>
  );
}
