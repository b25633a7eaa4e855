import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYOUT_RETURN_PARAM,
  PAYOUT_RETURN_VALUES,
  ZConnectPayoutsAnswer,
  ZDjPayouts,
} from '@cuepoint/domain/payouts/payouts-api';
import { createPaymentsStore } from '../../../adapters/payments/payments-store.ts';
import { userOf } from '../../../http/auth-guard.ts';
import { envelope, ok, ZErrorBody } from '../../../http/envelope.ts';
import { noStore } from '../../../http/no-store.ts';
import { bookingRouteOptions } from '../requests/route-parts.ts';
import { subscribeToAccountEvents } from './payout-events.ts';
import { createPayoutStore } from './payouts-store.ts';
import { presentPayouts } from './present.ts';
import { access } from '../../../http/route-access.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody, 503: ZErrorBody };

/** At most this many payouts are listed (the totals count them all). */
const LIST_LIMIT = 200;

/**
 * The DJ's payouts (decision record 029): what each booking pays and when, the payout account, and the way to connect
 * one (Stripe's onboarding, or the test gateway's instant test account). DJs only: 401 for a visitor, 403 for another
 * account type; a DJ sees only their own payouts.
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, payments } = app.services;
  const store = createPayoutStore(database.db);
  const accounts = createPaymentsStore(database.db, payments.mode);
  const unsubscribe = subscribeToAccountEvents(app.services, app.log.child({ component: 'payouts' }));
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onRequest', noStore);

  const { read, write } = bookingRouteOptions('payouts');
  const dashboardUrl = (value: string) => {
    const url = new URL('/dj-dashboard', config.PUBLIC_URL);
    url.searchParams.set(PAYOUT_RETURN_PARAM, value);
    return url.href;
  };

  app.get(
    '/dj/payouts',
    read(
      access.self('dj'),
      'The signed-in DJ’s payouts: the payout account, each booking’s payouts with dates and fees, totals',
      { response: { 200: envelope(ZDjPayouts), ...errors } },
    ),
    async (request) => {
      const dj = userOf(request);
      let account = await accounts.connectedAccount(dj.id);
      // An account still in onboarding is read again from the gateway (its webhook may not have come yet).
      if (account && !account.payoutsEnabled) {
        try {
          account = await payments.connectAccountOf(dj.id);
        } catch (error) {
          request.log.warn({ err: error }, 'payout account state could not be refreshed');
        }
      }
      const [rows, totals] = await Promise.all([
        store.djPayouts(dj.id, payments.mode, LIST_LIMIT),
        store.djTotals(dj.id, payments.mode),
      ]);
      return ok(presentPayouts(payments.mode, account, rows, totals));
    },
  );

  app.post(
    '/dj/payouts/connect',
    // Where the DJ's money goes: the password confirmed in the last 10 minutes (decision record 054).
    write(
      access.self('dj').recentPassword(),
      'Where the signed-in DJ sets up the payout account: Stripe’s onboarding, or straight back in test mode',
      { response: { 200: envelope(ZConnectPayoutsAnswer), ...errors } },
    ),
    async (request) => {
      const dj = userOf(request);
      const country = dj.row.country && /^[A-Z]{2}$/.test(dj.row.country) ? dj.row.country : null;
      const onboarding = await payments.createConnectOnboarding({
        djUserId: dj.id,
        email: dj.email,
        country,
        returnUrl: dashboardUrl(PAYOUT_RETURN_VALUES.connected),
        refreshUrl: dashboardUrl(PAYOUT_RETURN_VALUES.refresh),
      });
      return ok({ url: onboarding.url });
    },
  );
};
