import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../../http/app-error.ts';
import {
  NOT_CHARGED,
  checkIdempotencyKey,
  checkRefundInput,
  checkReversalInput,
  checkTransferInput,
  refundTooLarge,
  reversalTooLarge,
} from '../gateway-input.ts';
import type {
  PaymentGateway,
  PaymentMethodView,
  RefundInput,
  RefundView,
  TransferInput,
  TransferReversalInput,
  TransferReversalView,
  TransferView,
} from '../payment-gateway.ts';
import type { PaymentsStore } from '../payments-store.ts';
import { PAYMENT_METHOD_REFUSALS } from './attempts.ts';
import { newId, requestHash } from './ids.ts';
import type {
  IntentRow,
  PaymentMethodRow,
  RefundRow,
  ReversalRow,
  TestGatewayQueries,
  TestGatewayStore,
  TransferRow,
} from './test-gateway-store.ts';

export type PaymentMethodLedger = PaymentMethodView & {
  detachedAt: Date | null;
  detachedFromCustomerId: string | null;
};

/** The test gateway's ledger: transfers, refunds, transfer reversals and detached cards, and the reads of each. */
export type TestLedger = Pick<
  PaymentGateway,
  'transfer' | 'refund' | 'reverseTransfer' | 'detachPaymentMethod'
> & {
  /** The ledger of what a connected account received, oldest first. */
  transfersTo(accountId: string): Promise<TransferView[]>;
  /** The ledger of what was refunded from an intent, oldest first. */
  refundsOf(intentId: string): Promise<RefundView[]>;
  /** The ledger of what was taken back from a transfer, oldest first. */
  reversalsOf(transferId: string): Promise<TransferReversalView[]>;
  /** The ledger of a card: whose it is, or when and from whom it was detached; null for an unknown id. */
  paymentMethodLedger(id: string): Promise<PaymentMethodLedger | null>;
};

export type TestLedgerDeps = {
  store: TestGatewayStore;
  payments: PaymentsStore;
  clock: Clock;
  /** The intent as it stands now (a hold past its validity released first). */
  current(id: string): Promise<IntentRow | null>;
};

const transferView = (row: TransferRow): TransferView => ({
  id: row.id,
  amountMinor: row.amountMinor,
  currency: row.currency,
  destinationAccountId: row.destinationAccountRef,
  createdAt: row.createdAt,
});

const refundView = (row: RefundRow): RefundView => ({
  id: row.id,
  intentId: row.intentId,
  amountMinor: row.amountMinor,
  currency: row.currency,
  status: 'succeeded',
  createdAt: row.createdAt,
});

const reversalView = (row: ReversalRow, currency: string): TransferReversalView => ({
  id: row.id,
  transferId: row.transferId,
  amountMinor: row.amountMinor,
  currency,
  createdAt: row.createdAt,
});

const paymentMethodView = (row: PaymentMethodRow): PaymentMethodView => ({
  id: row.id,
  customerId: row.customerRef,
  brand: row.brand,
  last4: row.last4,
});

const sortedMetadata = (metadata: Record<string, string> | undefined) =>
  Object.entries(metadata ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const refundHash = (input: RefundInput) =>
  requestHash({
    intent: input.intentId,
    amount: input.amountMinor,
    reason: input.reason,
    metadata: sortedMetadata(input.metadata),
  });

const reversalHash = (input: TransferReversalInput) =>
  requestHash({
    transfer: input.transferId,
    amount: input.amountMinor,
    metadata: sortedMetadata(input.metadata),
  });

/** A transfer's parameters in a fixed order (metadata keys sorted), for the idempotency check. */
const transferHash = (input: TransferInput) =>
  requestHash({
    destination: input.destinationAccountId,
    amount: input.amountMinor,
    currency: input.currency,
    source: input.sourceIntentId ?? null,
    group: input.transferGroup,
    metadata: Object.entries(input.metadata).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  });

/** Stripe's words for detaching a card that was never saved to a customer. */
const NOT_ATTACHED_TO_DETACH =
  'The payment method you provided is not attached to a customer so detachment is impossible.';

export const IDEMPOTENCY_MISMATCH = (key: string) =>
  `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;

/** Stripe's checks of a transfer's source: a captured intent in the transfer's currency with enough left. */
async function checkSource(tx: TestGatewayQueries, input: TransferInput & { sourceIntentId: string }) {
  const intent = await tx.intent(input.sourceIntentId, { lock: true });
  if (!intent || intent.kind !== 'payment_intent')
    throw badRequest(`No such payment_intent: '${input.sourceIntentId}'`);
  if (intent.status !== 'succeeded')
    throw badRequest(
      `The PaymentIntent ${intent.id} has no captured charge to transfer from (status ${intent.status}).`,
    );
  if (intent.currency !== input.currency)
    throw badRequest(
      `The currency of source_transaction's balance transaction (${intent.currency?.toLowerCase()}) must be the same as the transfer currency (${input.currency.toLowerCase()})`,
    );
  const taken = await tx.transferredFrom(intent.id);
  if (taken + input.amountMinor > intent.amountReceivedMinor)
    throw badRequest(
      `Insufficient funds in the source transaction: ${intent.amountReceivedMinor - taken} ${input.currency.toLowerCase()} left, ${input.amountMinor} requested.`,
    );
}

export function createTestLedger({ store, payments, clock, current }: TestLedgerDeps): TestLedger {
  return {
    async detachPaymentMethod(input) {
      checkIdempotencyKey(input.idempotencyKey);
      const row = await store.transaction(async (tx) => {
        const method = input.paymentMethodId.startsWith('pm_')
          ? await tx.lockPaymentMethod(input.paymentMethodId)
          : null;
        if (!method) throw notFound(PAYMENT_METHOD_REFUSALS.unknown(input.paymentMethodId));
        // A repeat (a retried call) answers the card as it is: detached.
        if (method.detachedAt) return method;
        if (method.customerRef === null) throw badRequest(NOT_ATTACHED_TO_DETACH);
        return tx.detachPaymentMethod(method, clock.now());
      });
      return paymentMethodView(row);
    },

    async paymentMethodLedger(id) {
      const row = await store.paymentMethod(id);
      if (!row) return null;
      return {
        ...paymentMethodView(row),
        detachedAt: row.detachedAt,
        detachedFromCustomerId: row.detachedFromCustomerRef,
      };
    },

    async transfer(input) {
      checkTransferInput(input);
      const hash = transferHash(input);
      const known = await store.transferByKey(input.idempotencyKey);
      if (known) {
        if (known.requestHash !== hash) throw conflict(IDEMPOTENCY_MISMATCH(input.idempotencyKey));
        return transferView(known);
      }
      const destination = await payments.accountByRef(input.destinationAccountId);
      if (!destination) throw badRequest(`No such destination: '${input.destinationAccountId}'`);
      if (!destination.payoutsEnabled)
        throw badRequest(
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        );
      const row = await store.transaction(async (tx) => {
        const { sourceIntentId } = input;
        // Transfers from one charge take turns on its row; a concurrent retry of this one answers it.
        if (sourceIntentId !== undefined) await tx.intent(sourceIntentId, { lock: true });
        const again = await tx.transferByKey(input.idempotencyKey);
        if (again) {
          if (again.requestHash !== hash) throw conflict(IDEMPOTENCY_MISMATCH(input.idempotencyKey));
          return again;
        }
        if (sourceIntentId !== undefined) await checkSource(tx, { ...input, sourceIntentId });
        const { transfer, created } = await tx.insertTransfer({
          id: newId('tr'),
          destinationAccountRef: input.destinationAccountId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          sourceIntentId: sourceIntentId ?? null,
          transferGroup: input.transferGroup,
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          createdAt: clock.now(),
        });
        if (!created && transfer.requestHash !== hash)
          throw conflict(IDEMPOTENCY_MISMATCH(input.idempotencyKey));
        return transfer;
      });
      return transferView(row);
    },

    async transfersTo(accountId) {
      return (await store.transfersTo(accountId)).map(transferView);
    },

    async refund(input) {
      checkRefundInput(input);
      const hash = refundHash(input);
      if (!(await current(input.intentId))) throw notFound(`No such payment_intent: '${input.intentId}'`);
      const row = await store.transaction(async (tx) => {
        // Refunds of one charge take turns on its row; a concurrent retry of this one answers it.
        const intent = (await tx.intent(input.intentId, { lock: true }))!;
        const known = await tx.refundByKey(input.idempotencyKey);
        if (known) {
          if (known.requestHash !== hash) throw conflict(IDEMPOTENCY_MISMATCH(input.idempotencyKey));
          return known;
        }
        if (intent.kind !== 'payment_intent' || intent.status !== 'succeeded')
          throw badRequest(NOT_CHARGED(intent.id));
        const refunded = (await tx.refundsOf(intent.id)).reduce((sum, refund) => sum + refund.amountMinor, 0);
        const left = intent.amountReceivedMinor - refunded;
        if (input.amountMinor > left) throw badRequest(refundTooLarge(input.amountMinor, left));
        return tx.insertRefund({
          id: newId('re'),
          intentId: intent.id,
          amountMinor: input.amountMinor,
          currency: intent.currency!,
          reason: input.reason,
          metadata: input.metadata ?? {},
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          createdAt: clock.now(),
        });
      });
      return refundView(row);
    },

    async refundsOf(intentId) {
      return (await store.refundsOf(intentId)).map(refundView);
    },

    async reverseTransfer(input) {
      checkReversalInput(input);
      const hash = reversalHash(input);
      const result = await store.transaction(async (tx) => {
        const transfer = await tx.transferById(input.transferId, { lock: true });
        if (!transfer) throw notFound(`No such transfer: '${input.transferId}'`);
        const known = await tx.reversalByKey(input.idempotencyKey);
        if (known) {
          if (known.requestHash !== hash) throw conflict(IDEMPOTENCY_MISMATCH(input.idempotencyKey));
          return { row: known, currency: transfer.currency };
        }
        const reversed = (await tx.reversalsOf(transfer.id)).reduce(
          (sum, reversal) => sum + reversal.amountMinor,
          0,
        );
        const left = transfer.amountMinor - reversed;
        if (input.amountMinor > left) throw badRequest(reversalTooLarge(input.amountMinor, left));
        const row = await tx.insertReversal({
          id: newId('trr'),
          transferId: transfer.id,
          amountMinor: input.amountMinor,
          metadata: input.metadata ?? {},
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          createdAt: clock.now(),
        });
        return { row, currency: transfer.currency };
      });
      return reversalView(result.row, result.currency);
    },

    async reversalsOf(transferId) {
      const transfer = await store.transferById(transferId);
      if (!transfer) return [];
      return (await store.reversalsOf(transferId)).map((row) => reversalView(row, transfer.currency));
    },
  };
}
