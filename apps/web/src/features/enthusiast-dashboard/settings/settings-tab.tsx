import type { EnthusiastProfile } from '../enthusiast-api.ts';
import { AccountSettingsCard } from './account-settings-card.tsx';
import { NotificationsCard } from './notifications-card.tsx';

/** Settings (docs/product/enthusiasts.md): the account's settings beside the push notification status. */
export function SettingsTab({ profile }: { profile: EnthusiastProfile }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <AccountSettingsCard profile={profile} />
      <NotificationsCard />
    </div>
  );
}
