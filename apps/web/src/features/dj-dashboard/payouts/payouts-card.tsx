import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Banknote, Link2 } from 'lucide-react';
import {
  PAYOUT_RETURN_PARAM,
  PAYOUT_RETURN_VALUES,
  type TDjPayouts,
  type TMoneyTotal,
} from '@cuepoint/domain/payouts/payouts-api';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { Alert, Badge, EmptyState } from '../../../ui/feedback.tsx';
import { CARD_FEE, PLATFORM_FEE_PER_HOUR } from '../../pages/fee-text.ts';
import { PayoutBooking } from './payout-booking.tsx';
import { DJ_PAYOUTS_KEY, connectPayouts, fetchDjPayouts, groupByBooking } from './payouts-api.ts';
import { LoadFailedAlert } from '../../../ui/retry-button.tsx';

/** Leaves the app for Stripe's onboarding (a full page load: Stripe's pages are another site). */
const leaveFor = (url: string) => window.location.assign(url);

function Totals({ label, totals }: { label: string; totals: readonly TMoneyTotal[] }) {
  return (
    <div className="rounded-xl bg-ink-900 px-3 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wider text-mist-400">{label}</dt>
      <dd className="mt-1 font-display text-lg font-bold">
        {totals.length === 0
          ? '—'
          : totals.map((total) => formatMajor(total.amount, total.currency)).join(' · ')}
      </dd>
    </div>
  );
}

function AccountStatus({
  data,
  returned,
  connecting,
  onConnect,
}: {
  data: TDjPayouts;
  returned: string | null;
  connecting: boolean;
  onConnect(): void;
}) {
  const { account } = data;
  const testNote =
    account.mode === 'test' ? (
      <p className="mt-1 text-xs text-mist-400">Test mode: payouts go to the test ledger, no money moves.</p>
    ) : null;
  if (account.payouts_enabled)
    return (
      <div className="flex flex-col gap-2">
        {returned === PAYOUT_RETURN_VALUES.connected ? (
          <Alert tone="success">
            <p>Your payout account is connected. Each payout is sent to it when it falls due.</p>
          </Alert>
        ) : null}
        <div>
          <Badge tone="cue">Payout account connected</Badge>
          {testNote}
        </div>
      </div>
    );
  const started = account.connected;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-900 p-4">
      {returned === PAYOUT_RETURN_VALUES.refresh ? (
        <Alert tone="info">
          <p>Your setup link expired. Continue where you left off.</p>
        </Alert>
      ) : returned === PAYOUT_RETURN_VALUES.connected && started ? (
        <Alert tone="info">
          <p>Thanks! Stripe is still checking your details: payouts start once your account is verified.</p>
        </Alert>
      ) : null}
      <p className="text-sm text-mist-200">
        {started
          ? 'Finish setting up your payout account to receive your booking payouts.'
          : 'Connect a payout account to receive your booking payouts. Payouts due meanwhile wait for it.'}
      </p>
      <div>
        <Button
          size="sm"
          busy={connecting}
          icon={<Link2 className="size-4" aria-hidden />}
          onClick={onConnect}
        >
          {started ? 'Continue setup' : 'Connect payout account'}
        </Button>
        {testNote}
      </div>
    </div>
  );
}

/**
 * The DJ's payouts (GET /dj/payouts): whether a payout account is connected (Connect leads to Stripe's onboarding, or
 * connects a test account at once), what was paid and what is still to come, each booking's fee breakdown
 * (docs/product/payments.md) and its payouts with their dates.
 */
export function PayoutsCard({ redirect = leaveFor }: { redirect?: (url: string) => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returned = search.get(PAYOUT_RETURN_PARAM);
  const payouts = useQuery({ queryKey: DJ_PAYOUTS_KEY, queryFn: fetchDjPayouts });
  const [leaving, setLeaving] = useState(false);
  const connect = useMutation({
    mutationFn: connectPayouts,
    onSuccess: async (url) => {
      const target = new URL(url, window.location.href);
      if (target.origin !== window.location.origin) {
        setLeaving(true);
        redirect(url);
        return;
      }
      // The test gateway connected at once and sends the DJ back here.
      await navigate(`${target.pathname}${target.search}`, { replace: true, preventScrollReset: true });
      await client.invalidateQueries({ queryKey: DJ_PAYOUTS_KEY });
    },
  });
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (connect.isError) errorRef.current?.focus();
  }, [connect.isError]);

  return (
    <DashboardCard title="Payouts" icon={<Banknote className="size-5" aria-hidden />} testId="dj-payouts">
      {payouts.isPending ? (
        <div role="status" aria-label="Loading your payouts" className="flex flex-col gap-3">
          <div aria-hidden className="h-10 animate-pulse rounded-xl bg-ink-800" />
          <div aria-hidden className="h-24 animate-pulse rounded-xl bg-ink-800" />
        </div>
      ) : payouts.isError ? (
        <LoadFailedAlert query={payouts} retryClassName="mt-2">
          Your payouts could not be loaded: {payouts.error.message}
        </LoadFailedAlert>
      ) : (
        <div className="flex flex-col gap-4">
          <AccountStatus
            data={payouts.data}
            returned={returned}
            connecting={connect.isPending || leaving}
            onConnect={() => connect.mutate()}
          />
          {connect.isError ? (
            <Alert tone="error" ref={errorRef} tabIndex={-1}>
              <p>The payout account could not be set up: {connect.error.message}</p>
            </Alert>
          ) : null}
          <dl className="grid grid-cols-2 gap-2">
            <Totals label="Paid" totals={payouts.data.totals.paid} />
            <Totals label="Scheduled" totals={payouts.data.totals.scheduled} />
          </dl>
          <details className="rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-sm text-mist-300">
            <summary className="cursor-pointer font-semibold text-mist-100 focus-visible:outline-2 focus-visible:outline-cue-400">
              How your payout is worked out
            </summary>
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
              <li>The customer pays your rate for the booked hours.</li>
              <li>Platform fee: {PLATFORM_FEE_PER_HOUR} (EUR, USD or GBP) per performance hour.</li>
              <li>Card fee: {CARD_FEE}, the card processor’s cost, passed on at cost.</li>
              <li>
                You receive the rest, paid per your contract’s terms: when the card is charged (24 hours
                before the event), after the event, or split between the two.
              </li>
            </ul>
          </details>
          {payouts.data.payouts.length === 0 ? (
            <EmptyState title="No payouts yet">
              <p>
                When a customer’s card is charged for a confirmed booking, 24 hours before the event, its
                payouts show here with their dates.
              </p>
            </EmptyState>
          ) : (
            <ul aria-label="Your payouts by booking" className="flex flex-col gap-3">
              {groupByBooking(payouts.data.payouts).map((group) => (
                <PayoutBooking key={group.bookingId} group={group} />
              ))}
            </ul>
          )}
        </div>
      )}
    </DashboardCard>
  );
}
