import type { TDjPayout } from '@cuepoint/domain/payouts/payouts-api';
import { apiBody, apiData, apiClient, EMPTY_JSON_BODY } from '../../../lib/api.ts';

/** Live updates refetch it when a payout is paid or fails ('dj-payouts' is one of LIVE_QUERY_ROOTS). */
export const DJ_PAYOUTS_KEY = ['dj-payouts'] as const;

export const fetchDjPayouts = () => apiData(apiClient.GET('/dj/payouts'));

/** Where the DJ sets up the payout account: Stripe's onboarding, or back to the dashboard in test mode. */
export const connectPayouts = () =>
  apiBody(apiClient.POST('/dj/payouts/connect', { body: EMPTY_JSON_BODY })).then((body) => body.data.url);

/** A booking's payouts together, in the order the answer lists them (its first payout decides its place). */
export type PayoutGroup = { bookingId: number; first: TDjPayout; payouts: TDjPayout[] };

export function groupByBooking(payouts: readonly TDjPayout[]): PayoutGroup[] {
  const groups = new Map<number, PayoutGroup>();
  for (const payout of payouts) {
    const group = groups.get(payout.booking_id);
    if (group) group.payouts.push(payout);
    else groups.set(payout.booking_id, { bookingId: payout.booking_id, first: payout, payouts: [payout] });
  }
  for (const group of groups.values())
    group.payouts.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'upfront' ? -1 : 1));
  return [...groups.values()];
}
