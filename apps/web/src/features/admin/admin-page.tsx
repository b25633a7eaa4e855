import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SIGN_IN_MENU } from '@cuepoint/domain/accounts/user-types';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES } from '@cuepoint/domain/trust/admin';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Alert, Spinner } from '../../ui/feedback.tsx';
import { Container } from '../../ui/layout.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useSignedInPage } from '../accounts/use-signed-in-page.ts';
import { useAuthModals } from '../accounts/auth-modals.tsx';
import { Button } from '../../ui/button.tsx';
import { overviewQuery } from './admin-api.ts';
import { AdminAudit } from './admin-audit.tsx';
import { AdminBooking } from './admin-booking.tsx';
import { AdminDisputes } from './admin-disputes.tsx';
import { AdminReports } from './admin-reports.tsx';
import { AdminUsers } from './admin-users.tsx';

const TABS = ['users', 'disputes', 'reports', 'booking', 'audit'] as const;
type TTab = (typeof TABS)[number];

function Console({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const tab: TTab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TTab)
    : 'users';
  const overview = useQuery(overviewQuery(userId));
  if (overview.isPending) return <Spinner label="Loading the console…" />;
  if (overview.isError)
    return (
      <Alert tone="error">
        {overview.error instanceof ApiError && overview.error.status === 403
          ? ADMIN_MESSAGES.operatorsOnly
          : overview.error.message}
      </Alert>
    );
  const counts = overview.data;
  const bookingParam = Number(params.get('booking'));
  return (
    <>
      {counts.failedRefunds > 0 ? (
        <Alert tone="error">
          {counts.failedRefunds === 1
            ? 'A decided refund failed at the payment provider after every retry: see Disputes.'
            : `${counts.failedRefunds} decided refunds failed at the payment provider after every retry: see Disputes.`}
        </Alert>
      ) : null}
      <Tabs
        label="Operator console"
        value={tab}
        onValueChange={(next) => setParams({ tab: next }, { replace: true })}
        tabs={[
          { id: 'users', label: `Users${counts.suspended ? ` (${counts.suspended} suspended)` : ''}` },
          { id: 'disputes', label: `Disputes (${counts.openDisputes})` },
          { id: 'reports', label: `Reports (${counts.openReports})` },
          { id: 'booking', label: 'Booking' },
          { id: 'audit', label: 'Audit' },
        ]}
      >
        <div className="pt-6">
          {tab === 'users' ? <AdminUsers /> : null}
          {tab === 'disputes' ? <AdminDisputes /> : null}
          {tab === 'reports' ? <AdminReports /> : null}
          {tab === 'booking' ? (
            <AdminBooking
              initialId={Number.isInteger(bookingParam) && bookingParam > 0 ? bookingParam : null}
            />
          ) : null}
          {tab === 'audit' ? <AdminAudit /> : null}
        </div>
      </Tabs>
    </>
  );
}

/** A visitor on /admin: 'Sign in' with the operator's account, of whichever type it is, and back here after it. */
function OperatorSignIn() {
  const modals = useAuthModals();
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">Please sign in with an operator account.</Alert>
      <div>
        <Button
          aria-expanded={choosing}
          aria-controls="operator-sign-in"
          onClick={() => setChoosing((v) => !v)}
        >
          Sign in
        </Button>
      </div>
      {choosing ? (
        <ul id="operator-sign-in" aria-label="Sign in as" className="flex flex-wrap gap-2">
          {SIGN_IN_MENU.map((entry) => (
            <li key={entry.type}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => modals.openSignIn(entry.type, { returnTo: '/admin' })}
              >
                Sign in as {entry.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** /admin: the operator console, for the accounts listed in ADMIN_EMAILS (the server refuses everyone else). */
export function AdminPage() {
  usePageTitle('Operator console', 'Cuepoint operators: users, disputes, reports and the audit.');
  const auth = useSignedInPage();
  return (
    <Container className="max-w-5xl py-8 sm:py-12">
      <h1 className="mb-6 text-3xl font-bold sm:text-4xl">Operator console</h1>
      {auth.status === 'loading' ? (
        <Spinner label="Loading…" />
      ) : !auth.user ? (
        <OperatorSignIn />
      ) : (
        <Console userId={auth.user.id} />
      )}
    </Container>
  );
}
