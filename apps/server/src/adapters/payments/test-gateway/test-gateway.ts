import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../../http/app-error.ts';
import {
  AUTHORIZATION_VALIDITY_MS,
  UNEXPECTED_STATE,
  checkAuthorizationInput,
  checkIdempotencyKey,
  checkSetupInput,
  intentKindOf,
} from '../gateway-input.ts';
import {
  createPaymentEventHub,
  type PaymentEvent,
  type PaymentEventHub,
  type PaymentEventType,
} from '../payment-events.ts';
import type {
  AuthorizeOffSessionInput,
  IntentView,
  PaymentGateway,
  PaymentIntentView,
} from '../payment-gateway.ts';
import { createPaymentsStore } from '../payments-store.ts';
import { PAYMENT_METHOD_REFUSALS, outcomeFor, settleAttempt } from './attempts.ts';
import { newClientSecret, newId, requestHash } from './ids.ts';
import { intentView } from './intent-view.ts';
import { createTestConfirmations, KIND_NAME, type TestConfirmations } from './test-confirmations.ts';
import { createTestConnect, type TestConnect } from './test-connect.ts';
import {
  createTestGatewayStore,
  type IntentRow,
  type NewIntentRow,
  type TestGatewayQueries,
} from './test-gateway-store.ts';
import { createTestLedger, IDEMPOTENCY_MISMATCH, type TestLedger } from './test-ledger.ts';

export type { PaymentMethodLedger } from './test-ledger.ts';

/**
 * Stripe's test mode as a gateway, with what only the test gateway has: the browser's side (routes in
 * modules/platform/test-payments), test connected accounts, and the reads of its ledger.
 */
export type TestGateway = PaymentGateway &
  TestConfirmations &
  TestConnect &
  TestLedger & { readonly mode: 'test' };

export type TestGatewayDeps = { db: Db; clock: Clock; log: FastifyBaseLogger; hub?: PaymentEventHub };

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

  /**
   * A manual-capture PaymentIntent on a saved card of the customer: held at once with its holder away (off-session),
   * or left for its holder to confirm in the browser (on-session).
   */
  async function holdSavedCard(
    input: AuthorizeOffSessionInput,
    offSession: boolean,
  ): Promise<PaymentIntentView> {
    checkAuthorizationInput(input);
    await checkCustomer(input.customerId);
    const method = await store.paymentMethod(input.paymentMethodId);
    if (!method) throw badRequest(`No such PaymentMethod: '${input.paymentMethodId}'`);
    if (method.detachedAt) throw badRequest(PAYMENT_METHOD_REFUSALS.notAttached);
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
          offSession,
          metadata: input.metadata,
          destinationAccountRef: input.destination?.accountId ?? null,
          applicationFeeMinor: input.destination?.applicationFeeMinor ?? null,
          idempotencyKey: input.idempotencyKey,
        },
        tx,
      );
      if (!created || !offSession) return { intent, event: null };
      return settleAttempt(tx, intent, method, outcomeFor(intent, method, true), clock.now());
    });
    await emit(result.event, result.intent);
    return intentView(result.intent) as PaymentIntentView;
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

    authorizeOffSession: (input) => holdSavedCard(input, true),

    /** On-session: the browser confirms it; a card that asks for 3-D Secure then goes to the test 3-D Secure page. */
    authorizeSavedCard: (input) => holdSavedCard(input, false),

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

    onEvent: (handler) => hub.subscribe(handler),
    publish: (event) => hub.publish(event),

    ...createTestLedger({ store, payments, clock, current }),
    ...createTestConnect({ payments, clock, log, hub }),
    ...createTestConfirmations({ store, clock, emit }),
  };
  return gateway;
}
