import type { ReactNode } from 'react';
import { CheckCircle2, Clock3, Settings, UserRound } from 'lucide-react';
import { userTypeLabel } from '@cuepoint/domain/accounts/user-types';
import { DashboardCard } from '../../ui/dashboard-card.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import type { AuthUser } from '../accounts/auth-context.tsx';
import { ACCOUNT_SETTINGS_LINKS, type AccountLink } from './account-offers.ts';
import { AccountLinkList } from './account-link-list.tsx';
import { PasswordResetAction } from './password-reset-action.tsx';

function profileText(user: AuthUser, key: string): string | null {
  const value = user.profile?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

/**
 * A signed-in account's home where its role has no dashboard of its own yet: who is signed in, what Cuepoint offers
 * them today (links), what is coming, and where their account settings are. Never a blank screen.
 */
export function AccountHomeView({
  user,
  title,
  lead,
  offers,
  coming,
  extra,
}: {
  user: AuthUser;
  title: string;
  lead: string;
  offers: readonly AccountLink[];
  coming: readonly string[];
  extra?: ReactNode;
}) {
  const place = [profileText(user, 'city'), profileText(user, 'country')].filter(Boolean).join(', ');
  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">{title}</p>
        <h1 className="mt-2 font-display text-3xl font-bold sm:text-4xl">Welcome, {user.display_name}</h1>
        <p className="mt-3 max-w-2xl text-mist-300">{lead}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <DashboardCard title="What you can do now" icon={<CheckCircle2 className="size-5" aria-hidden />}>
            <AccountLinkList links={offers} />
          </DashboardCard>
          <DashboardCard
            title="Coming soon"
            icon={<Clock3 className="size-5" aria-hidden />}
            action={<Badge tone="wave">In the works</Badge>}
          >
            <ul className="flex flex-col gap-2 text-sm text-mist-200">
              {coming.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-wave-400" />
                  {item}
                </li>
              ))}
            </ul>
          </DashboardCard>
          {extra}
        </div>
        <div className="flex flex-col gap-6">
          <DashboardCard title="Your account" icon={<UserRound className="size-5" aria-hidden />}>
            <dl className="flex flex-col gap-3 text-sm">
              <div>
                <dt className="text-xs text-mist-400">Name</dt>
                <dd className="text-mist-100">{user.display_name}</dd>
              </div>
              <div>
                <dt className="text-xs text-mist-400">E-mail</dt>
                <dd className="break-all text-mist-100">{user.email}</dd>
              </div>
              <div>
                <dt className="text-xs text-mist-400">Account type</dt>
                <dd className="text-mist-100">{userTypeLabel(user.user_type)}</dd>
              </div>
              {place ? (
                <div>
                  <dt className="text-xs text-mist-400">Location</dt>
                  <dd className="text-mist-100">{place}</dd>
                </div>
              ) : null}
              {user.app_id ? (
                <div>
                  <dt className="text-xs text-mist-400">App ID</dt>
                  <dd className="font-mono text-mist-100">{user.app_id}</dd>
                </div>
              ) : null}
            </dl>
          </DashboardCard>
          <DashboardCard title="Account settings" icon={<Settings className="size-5" aria-hidden />}>
            <div className="flex flex-col gap-4">
              <PasswordResetAction email={user.email} />
              <AccountLinkList links={ACCOUNT_SETTINGS_LINKS} />
            </div>
          </DashboardCard>
        </div>
      </div>
    </Container>
  );
}
