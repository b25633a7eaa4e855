import { Link } from 'react-router';
import { dashboardRouteFor, userTypeLabel } from '@cuepoint/domain/accounts/user-types';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Spinner } from '../../../ui/feedback.tsx';
import { Container } from '../../../ui/layout.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { SignInPrompt } from '../../account-home/sign-in-prompt.tsx';
import { useSignedInPage } from '../use-signed-in-page.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

const TITLE = 'Account settings';

/**
 * /settings: the signed-in account's sign-in details and its password, for every role (each dashboard keeps its own
 * profile settings). A visitor is asked to sign in.
 */
export function AccountSettingsPage() {
  usePageTitle(TITLE, 'Your Cuepoint sign-in details and password.');
  const { status, user } = useSignedInPage();
  if (status === 'loading') return <Spinner label="Loading your account…" className="py-20" />;
  if (!user) return <SignInPrompt title={TITLE} />;
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{TITLE}</h1>
      <p className="mt-2 text-mist-300">
        Your profile and preferences are on{' '}
        <Link
          to={dashboardRouteFor(user.user_type)}
          className="text-cue-300 underline-offset-4 hover:underline"
        >
          your dashboard
        </Link>
        .
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <DashboardCard title="Sign-in details">
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-mist-400">E-mail address</dt>
              <dd className="font-semibold text-mist-100 [overflow-wrap:anywhere]">{user.email}</dd>
            </div>
            <div>
              <dt className="text-mist-400">Account type</dt>
              <dd className="text-mist-100">{userTypeLabel(user.user_type)}</dd>
            </div>
          </dl>
        </DashboardCard>
        <DashboardCard title="Change password">
          <ChangePasswordForm />
        </DashboardCard>
      </div>
    </Container>
  );
}
