import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { checkOnboardingInput } from '../gateway-input.ts';
import type { PaymentEvent, PaymentEventHub } from '../payment-events.ts';
import type { ConnectAccountStatus, PaymentGateway } from '../payment-gateway.ts';
import type { PaymentsStore } from '../payments-store.ts';
import { newId } from './ids.ts';

/** The test gateway's connected accounts: DJs are connected at once, with charges and payouts enabled. */
export type TestConnect = Pick<PaymentGateway, 'connectAccountOf' | 'createConnectOnboarding'> & {
  /** Gives a DJ a test connected account with charges and payouts enabled (seeds and tests). */
  connectTestAccount(djUserId: number): Promise<ConnectAccountStatus>;
};

export type TestConnectDeps = {
  payments: PaymentsStore;
  clock: Clock;
  log: FastifyBaseLogger;
  hub: PaymentEventHub;
};

export function createTestConnect({ payments, clock, log, hub }: TestConnectDeps): TestConnect {
  /** Subscribers hear of an account's new state; one failing is logged, the state stands. */
  async function emitAccount(account: ConnectAccountStatus) {
    const event: PaymentEvent = {
      id: newId('evt'),
      type: 'account.updated',
      createdAt: clock.now(),
      account,
    };
    try {
      await hub.publish(event);
    } catch (error) {
      log.error({ err: error, account: account.accountId }, 'a payment event subscriber failed');
    }
  }

  async function linkTestAccount(djUserId: number): Promise<ConnectAccountStatus> {
    const linked = await payments.connectedAccount(djUserId);
    const status = {
      accountId: linked?.accountId ?? newId('acct'),
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    };
    await payments.linkConnectedAccount(djUserId, status, clock.now());
    return status;
  }

  return {
    connectAccountOf: (djUserId) => payments.connectedAccount(djUserId),

    async connectTestAccount(djUserId) {
      const status = await linkTestAccount(djUserId);
      await emitAccount(status);
      return status;
    },

    async createConnectOnboarding(input) {
      checkOnboardingInput(input);
      // Test mode has no forms to fill in: the account is connected at once and the DJ goes straight back.
      const status = await linkTestAccount(input.djUserId);
      await emitAccount(status);
      return { url: input.returnUrl, accountId: status.accountId };
    },
  };
}
