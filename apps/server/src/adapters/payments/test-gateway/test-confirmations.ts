import type { TCardDetails } from '@cuepoint/domain/payments/card-details';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../http/app-error.ts';
import { UNEXPECTED_STATE } from '../gateway-input.ts';
import type { PaymentEventType } from '../payment-events.ts';
import type { IntentView } from '../payment-gateway.ts';
import {
  authenticationOutcome,
  outcomeFor,
  PAYMENT_METHOD_REFUSALS,
  resolvePaymentMethod,
  settleAttempt,
} from './attempts.ts';
import { intentIdOf, sameSecret } from './ids.ts';
import { intentView } from './intent-view.ts';
import { TEST_PAYMENT_METHODS } from './test-cards.ts';
import type { IntentRow, TestGatewayQueries, TestGatewayStore } from './test-gateway-store.ts';

/** The browser's side of Stripe's test mode: confirming an intent with a card, and the test 3-D Secure page. */
export type TestConfirmations = {
  /**
   * Confirms the intent a client secret names with a test payment method or a typed card (Stripe.js's confirm); without
   * one, with the saved card the intent was created with.
   */
  confirm(input: {
    clientSecret: string;
    paymentMethod?: string | TCardDetails | undefined;
  }): Promise<IntentView>;
  /** The intent the test 3-D Secure page is about; 409 unless it awaits authentication. */
  awaitingAuthentication(input: { id: string; clientSecret: string }): Promise<IntentView>;
  /** The test 3-D Secure page's answer: passed holds (or saves) the card, failed leaves the intent for another card. */
  authenticate(input: { id: string; clientSecret: string; passed: boolean }): Promise<IntentView>;
};

export type TestConfirmationsDeps = {
  store: TestGatewayStore;
  clock: Clock;
  /** Publishes the event of an intent's move (none for null). */
  emit(type: PaymentEventType | null, row: IntentRow): Promise<void>;
};

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
export const KIND_NAME = { payment_intent: 'PaymentIntent', setup_intent: 'SetupIntent' } as const;

export function createTestConfirmations({ store, clock, emit }: TestConfirmationsDeps): TestConfirmations {
  async function bySecret(
    tx: TestGatewayQueries,
    clientSecret: string,
    id?: string,
    lock = true,
  ): Promise<IntentRow> {
    const named = intentIdOf(clientSecret);
    if (!named || (id !== undefined && named !== id)) throw badRequest('Invalid client_secret');
    const row = await tx.intent(named, { lock });
    if (!row)
      throw notFound(`No such ${named.startsWith('pi_') ? 'payment_intent' : 'setup_intent'}: '${named}'`);
    if (!sameSecret(clientSecret, row.clientSecret))
      throw forbidden(
        `The client_secret provided does not match the client_secret associated with the ${KIND_NAME[row.kind]}.`,
      );
    return row;
  }
  /**
   * The browser's usual confirmation, a PaymentIntent with a new test card (a test payment method id or typed
   * details), without a transaction: the intent is read, the card written, and the attempt's one change on the intent
   * written only if the intent still has the status it was read with (compare and set). The change depends on nothing
   * else that can move (amount, customer and kind never change), so two confirmations racing end as if in turn: one
   * holds the amount once and the other is refused as from a locked read. Null for every other case (a SetupIntent,
   * a saved card), which takes the transaction. A card written for a confirmation that lost the race stays unused, as
   * Stripe keeps one.
   */
  async function confirmNewCard(input: {
    clientSecret: string;
    paymentMethod?: string | TCardDetails | undefined;
  }): Promise<{ intent: IntentRow; event: PaymentEventType } | null> {
    const given = input.paymentMethod;
    if (given === undefined) return null;
    if (typeof given === 'string' && !TEST_PAYMENT_METHODS[given]) return null;
    const row = await bySecret(store, input.clientSecret, undefined, false);
    if (row.kind !== 'payment_intent') return null;
    if (!CONFIRMABLE.includes(row.status))
      throw conflict(UNEXPECTED_STATE.confirm(KIND_NAME[row.kind], row.status));
    const now = clock.now();
    const method = await resolvePaymentMethod(store, given, row, now);
    const raced = new Error('the intent moved while it was confirmed');
    const guarded: TestGatewayQueries = {
      ...store,
      updateIntent: async (id, change) => {
        const updated = await store.updateIntentIfUnchanged(id, change, row.status);
        if (!updated) throw raced;
        return updated;
      },
    };
    try {
      return await settleAttempt(guarded, row, method, outcomeFor(row, method, false), now);
    } catch (error) {
      if (error !== raced) throw error;
      const current = (await store.intent(row.id))!;
      throw conflict(UNEXPECTED_STATE.confirm(KIND_NAME[current.kind], current.status));
    }
  }

  return {
    async confirm(input) {
      const result =
        (await confirmNewCard(input)) ??
        (await store.transaction(async (tx) => {
          const row = await bySecret(tx, input.clientSecret);
          if (!CONFIRMABLE.includes(row.status))
            throw conflict(UNEXPECTED_STATE.confirm(KIND_NAME[row.kind], row.status));
          const now = clock.now();
          const given = input.paymentMethod ?? row.paymentMethodId;
          if (!given) throw badRequest(PAYMENT_METHOD_REFUSALS.required);
          const method = await resolvePaymentMethod(tx, given, row, now);
          return settleAttempt(tx, row, method, outcomeFor(row, method, false), now);
        }));
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
}
