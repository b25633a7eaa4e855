import type { FastifyBaseLogger } from 'fastify';
import type { TCardDetails } from '@cuepoint/domain/payments/card-details';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../http/app-error.ts';
import {
  AUTHORIZATION_VALIDITY_MS,
  UNEXPECTED_STATE,
  checkAuthorizationInput,
  checkIdempotencyKey,
  NOT_CHARGED,
  checkOnboardingInput,
  checkRefundInput,
  checkReversalInput,
  checkSetupInput,
  checkTransferInput,
  intentKindOf,
  refundTooLarge,
  reversalTooLarge,
} from '../gateway-input.ts';
import {
  createPaymentEventHub,
  type PaymentEvent,
  type PaymentEventHub,
  type PaymentEventType,
} from '../payment-events.ts';
import type {
  ConnectAccountStatus,
  IntentView,
  PaymentGateway,
  PaymentIntentView,
  RefundInput,
  RefundView,
  TransferInput,
  TransferReversalInput,
  TransferReversalView,
  TransferView,
} from '../payment-gateway.ts';
import { createPaymentsStore } from '../payments-store.ts';
import { authenticationOutcome, outcomeFor, resolvePaymentMethod, settleAttempt } from './attempts.ts';
import { intentIdOf, newClientSecret, newId, requestHash, sameSecret } from './ids.ts';
import { intentView } from './intent-view.ts';
import {
  createTestGatewayStore,
  type IntentRow,
  type NewIntentRow,
  type RefundRow,
  type ReversalRow,
  type TestGatewayQueries,
  type TransferRow,
} from './test-gateway-store.ts';

/** The browser's side of Stripe's test mode, which only the test gateway has (routes in features/test-payments). */
export type TestGateway = PaymentGateway & {
  readonly mode: 'test';
  /** Confirms the intent a client secret names with a test payment method or a typed card (Stripe.js's confirm). */
  confirm(input: { clientSecret: string; paymentMethod: string | TCardDetails }): Promise<IntentView>;
  /** The intent the test 3-D Secure page is about; 409 unless it awaits authentication. */
  awaitingAuthentication(input: { id: string; clientSecret: string }): Promise<IntentView>;
  /** The test 3-D Secure page's answer: passed holds (or saves) the card, failed leaves the intent for another card. */
  authenticate(input: { id: string; clientSecret: string; passed: boolean }): Promise<IntentView>;
  /** Gives a DJ a test connected account with charges and payouts enabled (seeds and tests). */
  connectTestAccount(djUserId: number): Promise<ConnectAccountStatus>;
  /** The ledger of what a connected account received, oldest first. */
  transfersTo(accountId: string): Promise<TransferView[]>;
  /** The ledger of what was refunded from an intent, oldest first. */
  refundsOf(intentId: string): Promise<RefundView[]>;
  /** The ledger of what was taken back from a transfer, oldest first. */
  reversalsOf(transferId: string): Promise<TransferReversalView[]>;
};

export type TestGatewayDeps = { db: Db; clock: Clock; log: FastifyBaseLogger; hub?: PaymentEventHub };

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE = {
  payment_intent: [
    'requires_payment_method',
    'requires_capture',
    'requires_confirmation',
    'requires_action',
    'processing',
  ],
  setup_intent: ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'],
};
const KIND_NAME = { payment_intent: 'PaymentIntent', setup_intent: 'SetupIntent' } as const;

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

const IDEMPOTENCY_MISMATCH = (key: string) =>
  `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;

/**
 * Stripe's test mode in our database (decision record 028): the same objects, ids, client secrets, statuses and
 * transitions, Stripe's test cards and their errors, and the same events, published as intents move.
 */
export function createTestGateway(deps: TestGatewayDeps): TestGateway {
  const { clock, log } = deps;
  const store = createTestGatewayStore(deps.db);
  const payments = createPaymentsStore(deps.db, 'test');
  const hub = deps.hub ?? createPaymentEventHub();

  /** Subscribers hear of every move; one failing is logged, the move stands (the engine reads intents anyway). */
  async function emit(type: PaymentEventType | null, row: IntentRow) {
    if (!type) return;
    const event = { id: newId('evt'), type, createdAt: clock.now(), intent: intentView(row) } as PaymentEvent;
    try {
      await hub.publish(event);
    } catch (error) {
      log.error({ err: error, event: type, intent: row.id }, 'a payment event subscriber failed');
    }
  }

  async function createIntent(
    row: Omit<NewIntentRow, 'id' | 'clientSecret' | 'requestHash' | 'createdAt' | 'updatedAt'>,
    queries: TestGatewayQueries = store,
  ): Promise<{ intent: IntentRow; created: boolean }> {
    const id = newId(row.kind === 'payment_intent' ? 'pi' : 'seti');
    const now = clock.now();
    const hash = requestHash({ ...row, idempotencyKey: undefined });
    const result = await queries.insertIntent({
      ...row,
      id,
      clientSecret: newClientSecret(id),
      requestHash: hash,
      createdAt: now,
      updatedAt: now,
    });
    if (!result.created && result.intent.requestHash !== hash)
      throw conflict(IDEMPOTENCY_MISMATCH(row.idempotencyKey ?? ''));
    return result;
  }

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

  async function checkCustomer(customerId: string) {
    if ((await payments.ownerOfCustomer(customerId)) === null)
      throw badRequest(`No such customer: '${customerId}'`);
  }

  /** A hold not captured within 7 days is released, as the card networks do; seen when the intent is next read. */
  function holdExpired(row: IntentRow, now: Date): boolean {
    return (
      row.kind === 'payment_intent' &&
      row.status === 'requires_capture' &&
      now.getTime() - row.updatedAt.getTime() >= AUTHORIZATION_VALIDITY_MS
    );
  }

  async function current(id: string): Promise<IntentRow | null> {
    const row = await store.intent(id);
    if (!row || !holdExpired(row, clock.now())) return row;
    const expired = await store.transaction(async (tx) => {
      const locked = await tx.intent(id, { lock: true });
      const now = clock.now();
      if (!locked || !holdExpired(locked, now)) return null;
      return tx.updateIntent(id, {
        status: 'canceled',
        cancellationReason: 'automatic',
        amountCapturableMinor: 0,
        updatedAt: now,
      });
    });
    if (!expired) return store.intent(id);
    await emit('payment_intent.canceled', expired);
    return expired;
  }

  async function bySecret(tx: TestGatewayQueries, clientSecret: string, id?: string): Promise<IntentRow> {
    const named = intentIdOf(clientSecret);
    if (!named || (id !== undefined && named !== id)) throw badRequest('Invalid client_secret');
    const row = await tx.intent(named, { lock: true });
    if (!row)
      throw notFound(`No such ${named.startsWith('pi_') ? 'payment_intent' : 'setup_intent'}: '${named}'`);
    if (!sameSecret(clientSecret, row.clientSecret))
      throw forbidden(
        `The client_secret provided does not match the client_secret associated with the ${KIND_NAME[row.kind]}.`,
      );
    return row;
  }

  const gateway: TestGateway = {
    mode: 'test',
    publishableKey: null,
    webhooks: null,

    async customerFor(owner) {
      return (
        (await payments.customerRef(owner.userId)) ??
        (await payments.saveCustomerRef(owner.userId, newId('cus'), clock.now()))
      );
    },

    async createSetupIntent(input) {
      checkSetupInput(input);
      await checkCustomer(input.customerId);
      const { intent } = await createIntent({
        kind: 'setup_intent',
        status: 'requires_payment_method',
        customerRef: input.customerId,
        usage: 'off_session',
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
      });
      return intentView(intent) as Extract<IntentView, { kind: 'setup_intent' }>;
    },

    async createAuthorization(input) {
      checkAuthorizationInput(input);
      await checkCustomer(input.customerId);
      const { intent } = await createIntent({
        kind: 'payment_intent',
        status: 'requires_payment_method',
        amountMinor: input.amountMinor,
        currency: input.currency,
        customerRef: input.customerId,
        captureMethod: 'manual',
        metadata: input.metadata,
        destinationAccountRef: input.destination?.accountId ?? null,
        applicationFeeMinor: input.destination?.applicationFeeMinor ?? null,
        idempotencyKey: input.idempotencyKey,
      });
      return intentView(intent) as PaymentIntentView;
    },

    async authorizeOffSession(input) {
      checkAuthorizationInput(input);
      await checkCustomer(input.customerId);
      const method = await store.paymentMethod(input.paymentMethodId);
      if (!method) throw badRequest(`No such PaymentMethod: '${input.paymentMethodId}'`);
      if (method.customerRef !== input.customerId)
        throw badRequest(
          `The PaymentMethod ${input.paymentMethodId} is not saved to the customer ${input.customerId}: save it with a SetupIntent first.`,
        );
      const result = await store.transaction(async (tx) => {
        const { intent, created } = await createIntent(
          {
            kind: 'payment_intent',
            status: 'requires_confirmation',
            amountMinor: input.amountMinor,
            currency: input.currency,
            customerRef: input.customerId,
            paymentMethodId: method.id,
            captureMethod: 'manual',
            offSession: true,
            metadata: input.metadata,
            destinationAccountRef: input.destination?.accountId ?? null,
            applicationFeeMinor: input.destination?.applicationFeeMinor ?? null,
            idempotencyKey: input.idempotencyKey,
          },
          tx,
        );
        if (!created) return { intent, event: null };
        return settleAttempt(tx, intent, method, outcomeFor(intent, method, true), clock.now());
      });
      await emit(result.event, result.intent);
      return intentView(result.intent) as PaymentIntentView;
    },

    async retrieveIntent(id) {
      if (!intentKindOf(id)) return null;
      const row = await current(id);
      return row ? intentView(row) : null;
    },

    async capture(input) {
      checkIdempotencyKey(input.idempotencyKey);
      if (intentKindOf(input.intentId) !== 'payment_intent')
        throw notFound(`No such payment_intent: '${input.intentId}'`);
      if (!(await current(input.intentId))) throw notFound(`No such payment_intent: '${input.intentId}'`);
      const result = await store.transaction(async (tx) => {
        const row = (await tx.intent(input.intentId, { lock: true }))!;
        if (
          row.status === 'succeeded' &&
          (input.amountMinor ?? row.amountReceivedMinor) === row.amountReceivedMinor
        )
          return { intent: row, event: null };
        if (row.status !== 'requires_capture') throw conflict(UNEXPECTED_STATE.capture(row.status));
        const amount = input.amountMinor ?? row.amountCapturableMinor;
        if (!Number.isInteger(amount) || amount < 1)
          throw badRequest('The amount to capture must be at least 1');
        if (amount > row.amountCapturableMinor)
          throw badRequest(UNEXPECTED_STATE.captureTooMuch(amount, row.amountCapturableMinor));
        const intent = await tx.updateIntent(row.id, {
          status: 'succeeded',
          amountReceivedMinor: amount,
          amountCapturableMinor: 0,
          updatedAt: clock.now(),
        });
        return { intent, event: 'payment_intent.succeeded' as const };
      });
      await emit(result.event, result.intent);
      return intentView(result.intent) as PaymentIntentView;
    },

    async cancel(input) {
      checkIdempotencyKey(input.idempotencyKey);
      const kind = intentKindOf(input.intentId);
      if (!kind || !(await current(input.intentId))) throw notFound(`No such intent: '${input.intentId}'`);
      const result = await store.transaction(async (tx) => {
        const row = (await tx.intent(input.intentId, { lock: true }))!;
        if (row.status === 'canceled') return { intent: row, event: null };
        if (!CANCELABLE[row.kind].includes(row.status))
          throw conflict(UNEXPECTED_STATE.cancel(KIND_NAME[row.kind], row.status));
        const intent = await tx.updateIntent(row.id, {
          status: 'canceled',
          amountCapturableMinor: 0,
          updatedAt: clock.now(),
        });
        const event = row.kind === 'payment_intent' ? 'payment_intent.canceled' : 'setup_intent.canceled';
        return { intent, event: event as PaymentEventType };
      });
      await emit(result.event, result.intent);
      return intentView(result.intent);
    },

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

    onEvent: (handler) => hub.subscribe(handler),
    publish: (event) => hub.publish(event),

    async confirm(input) {
      const result = await store.transaction(async (tx) => {
        const row = await bySecret(tx, input.clientSecret);
        if (!CONFIRMABLE.includes(row.status))
          throw conflict(UNEXPECTED_STATE.confirm(KIND_NAME[row.kind], row.status));
        const now = clock.now();
        const method = await resolvePaymentMethod(tx, input.paymentMethod, row, now);
        return settleAttempt(tx, row, method, outcomeFor(row, method, false), now);
      });
      await emit(result.event, result.intent);
      return intentView(result.intent);
    },

    async awaitingAuthentication(input) {
      const row = await store.transaction((tx) => bySecret(tx, input.clientSecret, input.id));
      if (row.status !== 'requires_action')
        throw conflict(
          `This ${KIND_NAME[row.kind]} does not await authentication: its status is ${row.status}.`,
        );
      return intentView(row);
    },

    async authenticate(input) {
      const result = await store.transaction(async (tx) => {
        const row = await bySecret(tx, input.clientSecret, input.id);
        if (row.status !== 'requires_action' || !row.paymentMethodId)
          throw conflict(
            `This ${KIND_NAME[row.kind]} does not await authentication: its status is ${row.status}.`,
          );
        const method = (await tx.paymentMethod(row.paymentMethodId))!;
        return settleAttempt(tx, row, method, authenticationOutcome(row, input.passed), clock.now());
      });
      await emit(result.event, result.intent);
      return intentView(result.intent);
    },
  };
  return gateway;
}
