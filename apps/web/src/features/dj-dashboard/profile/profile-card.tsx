import { useRef, useState } from 'react';
import { Pencil, UserRound } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import type { DashboardProfile } from '../dashboard-api.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileView } from './profile-view.tsx';

/** The profile, in view mode with Edit Profile, or in edit mode (docs/product/djs.md). */
export function ProfileCard({ profile }: { profile: DashboardProfile }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <DashboardCard
      title="Profile"
      icon={<UserRound className="size-5" aria-hidden />}
      testId="profile-card"
      action={
        editing ? null : (
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit Profile
          </Button>
        )
      }
    >
      {editing ? <ProfileForm profile={profile} onDone={stopEditing} /> : <ProfileView profile={profile} />}
    </DashboardCard>
  );
}
