import type Stripe from 'stripe';
import type { Clock } from '../clock.ts';
import { badRequest } from '../../http/app-error.ts';
import {
  checkOnboardingInput,
  checkRefundInput,
  checkReversalInput,
  checkTransferInput,
} from './gateway-input.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { createPaymentsStore } from './payments-store.ts';
import { accountStatus, refundView, reversalView, transferView } from './stripe-mapping.ts';

/** What the Connect calls share with the rest of the gateway. */
export type StripeConnectParts = {
  call: <T>(work: (api: Stripe) => Promise<T>) => Promise<T>;
  store: ReturnType<typeof createPaymentsStore>;
  clock: Clock;
};

type ConnectCalls = Pick<
  PaymentGateway,
  'connectAccountOf' | 'createConnectOnboarding' | 'transfer' | 'refund' | 'reverseTransfer'
>;

/**
 * The money after the charge, on Stripe Connect (decision record 028): the DJ's Express account and its onboarding
 * link, transfers to it funded by the captured charge, refunds of a charge and reversals of a transfer.
 */
export function stripeConnectCalls({ call, store, clock }: StripeConnectParts): ConnectCalls {
  /** The charge of a captured PaymentIntent, which funds a transfer (`source_transaction`). */
  async function chargeOf(intentId: string): Promise<string> {
    const intent = await call((api) => api.paymentIntents.retrieve(intentId));
    const charge = intent.latest_charge;
    if (intent.status !== 'succeeded' || !charge)
      throw badRequest(
        `The PaymentIntent ${intentId} has no captured charge to transfer from (status ${intent.status}).`,
      );
    return typeof charge === 'string' ? charge : charge.id;
  }

  return {
    async connectAccountOf(djUserId) {
      const linked = await store.connectedAccount(djUserId);
      if (!linked) return null;
      const status = accountStatus(await call((api) => api.accounts.retrieve(linked.accountId)));
      await store.updateConnectedAccount(status, clock.now());
      return status;
    },

    async createConnectOnboarding(input) {
      checkOnboardingInput(input);
      let account = await store.connectedAccount(input.djUserId);
      if (!account) {
        // An account with Stripe's Express dashboard that only receives transfers: the platform charges the cards,
        // Stripe collects the DJ's details and pays out to the DJ's bank.
        const created = await call((api) =>
          api.accounts.create(
            {
              controller: {
                stripe_dashboard: { type: 'express' },
                fees: { payer: 'application' },
                losses: { payments: 'application' },
                requirement_collection: 'stripe',
              },
              capabilities: { transfers: { requested: true } },
              email: input.email,
              ...(input.country ? { country: input.country } : {}),
              metadata: { user_id: String(input.djUserId) },
            },
            { idempotencyKey: `cuepoint-connect-account-${input.djUserId}` },
          ),
        );
        account = accountStatus(created);
        await store.linkConnectedAccount(input.djUserId, account, clock.now());
      }
      const accountId = account.accountId;
      // A link works once and for minutes: each visit gets a new one (no idempotency key).
      const link = await call((api) =>
        api.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        }),
      );
      return { url: link.url, accountId };
    },

    async transfer(input) {
      checkTransferInput(input);
      const source = input.sourceIntentId === undefined ? undefined : await chargeOf(input.sourceIntentId);
      const transfer = await call((api) =>
        api.transfers.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            destination: input.destinationAccountId,
            transfer_group: input.transferGroup,
            metadata: input.metadata,
            ...(source === undefined ? {} : { source_transaction: source }),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return transferView(transfer);
    },

    async refund(input) {
      checkRefundInput(input);
      const refund = await call((api) =>
        api.refunds.create(
          {
            payment_intent: input.intentId,
            amount: input.amountMinor,
            reason: input.reason,
            metadata: input.metadata ?? {},
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return refundView(refund);
    },

    async reverseTransfer(input) {
      checkReversalInput(input);
      const reversal = await call((api) =>
        api.transfers.createReversal(
          input.transferId,
          { amount: input.amountMinor, metadata: input.metadata ?? {} },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return reversalView(reversal);
    },
  };
}
