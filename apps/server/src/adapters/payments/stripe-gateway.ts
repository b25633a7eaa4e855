import type Stripe from 'stripe';
import type * as StripeModule from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../clock.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import {
  checkAuthorizationInput,
  checkIdempotencyKey,
  checkSetupInput,
  intentKindOf,
} from './gateway-input.ts';
import { createPaymentEventHub, type PaymentEventHub } from './payment-events.ts';
import type {
  CreateAuthorizationInput,
  IntentView,
  PaymentGateway,
  PaymentIntentView,
} from './payment-gateway.ts';
import { createPaymentsStore } from './payments-store.ts';
import { paymentEventOf, paymentIntentView, paymentMethodView, setupIntentView } from './stripe-mapping.ts';

export type StripeGatewayOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  hub?: PaymentEventHub;
  /**
   * Stripe signs webhooks with its own (real) time: their age is judged on the wall clock, so the test clock never
   * makes a fresh webhook look stale. Tests pass their own.
   */
  wallClock?: Clock;
  /** Seconds a signed webhook stays acceptable (Stripe's default: 300). */
  webhookToleranceSeconds?: number;
  /** Where the API is: a local fake in tests (`{ host: '127.0.0.1', port, protocol: 'http' }`); Stripe's otherwise. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

/**
 * The SDK loads on the first payment call, not at boot: a server on the test gateway never loads it, and one on
 * Stripe pays for it once.
 */
let sdk: Promise<typeof StripeModule> | undefined;
const loadSdk = () => (sdk ??= import('stripe'));
import { isStripeFailure, isUnexpectedState, translateStripeError } from './stripe-errors.ts';
import { stripeConnectCalls } from './stripe-connect.ts';

/**
 * Stripe (decision record 028): manual-capture PaymentIntents for holds, SetupIntents to save cards for off-session
 * holds later, Connect destination charges with the platform's fee, transfers to DJs' Express accounts funded by a
 * captured charge, an idempotency key on every create, signed webhooks. Card problems come back on the intent; Stripe
 * being unreachable is a 503.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const { clock, log } = options;
  const wallClock = options.wallClock ?? systemClock;
  const store = createPaymentsStore(options.db, 'stripe');
  const hub = options.hub ?? createPaymentEventHub();
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= loadSdk().then(
      ({ default: StripeClient }) =>
        new StripeClient(options.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          appInfo: { name: 'Cuepoint' },
          ...options.api,
        }),
    ));

  const translate = (error: unknown) => translateStripeError(error, log);

  async function call<T>(work: (api: Stripe) => Promise<T>): Promise<T> {
    const api = await stripe();
    try {
      return await work(api);
    } catch (error) {
      throw translate(error);
    }
  }

  const chargeParams = (input: CreateAuthorizationInput) => ({
    amount: input.amountMinor,
    currency: input.currency.toLowerCase(),
    customer: input.customerId,
    capture_method: 'manual' as const,
    allowed_payment_method_types: ['card'],
    metadata: input.metadata,
    ...(input.destination
      ? {
          transfer_data: { destination: input.destination.accountId },
          application_fee_amount: input.destination.applicationFeeMinor,
        }
      : {}),
  });

  async function retrieve(id: string): Promise<IntentView | null> {
    const kind = intentKindOf(id);
    if (!kind) return null;
    const api = await stripe();
    try {
      return kind === 'payment_intent'
        ? paymentIntentView(await api.paymentIntents.retrieve(id))
        : setupIntentView(await api.setupIntents.retrieve(id));
    } catch (error) {
      if (isStripeFailure(error) && error.code === 'resource_missing') return null;
      throw translate(error);
    }
  }

  /** After a refusal for the intent's state: the intent when it already is where the call wanted it. */
  async function settled(error: unknown, id: string, done: (intent: IntentView) => boolean) {
    if (!isUnexpectedState(error)) throw translate(error);
    const intent = await retrieve(id);
    if (intent && done(intent)) return intent;
    throw translate(error);
  }

  return {
    mode: 'stripe',
    publishableKey: options.publishableKey,

    async customerFor(owner) {
      const known = await store.customerRef(owner.userId);
      if (known) return known;
      const customer = await call((api) =>
        api.customers.create(
          { email: owner.email, name: owner.name, metadata: { user_id: String(owner.userId) } },
          { idempotencyKey: `cuepoint-customer-${owner.userId}` },
        ),
      );
      return store.saveCustomerRef(owner.userId, customer.id, clock.now());
    },

    async createSetupIntent(input) {
      checkSetupInput(input);
      const intent = await call((api) =>
        api.setupIntents.create(
          {
            customer: input.customerId,
            usage: 'off_session',
            allowed_payment_method_types: ['card'],
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return setupIntentView(intent);
    },

    async createAuthorization(input) {
      checkAuthorizationInput(input);
      const intent = await call((api) =>
        api.paymentIntents.create(chargeParams(input), { idempotencyKey: input.idempotencyKey }),
      );
      return paymentIntentView(intent);
    },

    async authorizeOffSession(input) {
      checkAuthorizationInput(input);
      const api = await stripe();
      try {
        const intent = await api.paymentIntents.create(
          { ...chargeParams(input), payment_method: input.paymentMethodId, off_session: true, confirm: true },
          { idempotencyKey: input.idempotencyKey },
        );
        return paymentIntentView(intent);
      } catch (error) {
        // A decline or a card that needs its holder: Stripe answers 402 with the intent, left for another card.
        if (isStripeFailure(error) && error.type === 'StripeCardError' && error.payment_intent)
          return paymentIntentView(error.payment_intent);
        throw translate(error);
      }
    },

    async authorizeSavedCard(input) {
      checkAuthorizationInput(input);
      const intent = await call((api) =>
        api.paymentIntents.create(
          { ...chargeParams(input), payment_method: input.paymentMethodId },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return paymentIntentView(intent);
    },

    retrieveIntent: retrieve,

    async capture(input) {
      checkIdempotencyKey(input.idempotencyKey);
      const api = await stripe();
      try {
        const params = input.amountMinor === undefined ? {} : { amount_to_capture: input.amountMinor };
        return paymentIntentView(
          await api.paymentIntents.capture(input.intentId, params, { idempotencyKey: input.idempotencyKey }),
        );
      } catch (error) {
        return (await settled(
          error,
          input.intentId,
          (intent) =>
            intent.kind === 'payment_intent' &&
            intent.status === 'succeeded' &&
            (input.amountMinor === undefined || input.amountMinor === intent.amountReceivedMinor),
        )) as PaymentIntentView;
      }
    },

    async cancel(input) {
      checkIdempotencyKey(input.idempotencyKey);
      const kind = intentKindOf(input.intentId);
      if (!kind) throw notFound(`No such intent: '${input.intentId}'`);
      const api = await stripe();
      const options = { idempotencyKey: input.idempotencyKey };
      try {
        return kind === 'payment_intent'
          ? paymentIntentView(await api.paymentIntents.cancel(input.intentId, {}, options))
          : setupIntentView(await api.setupIntents.cancel(input.intentId, {}, options));
      } catch (error) {
        return settled(error, input.intentId, (intent) => intent.status === 'canceled');
      }
    },

    async detachPaymentMethod(input) {
      checkIdempotencyKey(input.idempotencyKey);
      const api = await stripe();
      try {
        return paymentMethodView(
          await api.paymentMethods.detach(
            input.paymentMethodId,
            {},
            { idempotencyKey: input.idempotencyKey },
          ),
        );
      } catch (error) {
        // Stripe refuses to detach a card attached to nobody: one detached already (a repeat) is where we want it.
        if (
          !isStripeFailure(error) ||
          error.type !== 'StripeInvalidRequestError' ||
          error.code === 'resource_missing'
        )
          throw translate(error);
        const card = await call((stripeApi) => stripeApi.paymentMethods.retrieve(input.paymentMethodId));
        if (card.customer === null) return paymentMethodView(card);
        throw translate(error);
      }
    },

    ...stripeConnectCalls({ call, store, clock }),

    onEvent: (handler) => hub.subscribe(handler),
    async publish(event) {
      // A connected account's new state is kept before anyone hears of it (payouts wait for payouts_enabled).
      if (event.type === 'account.updated') await store.updateConnectedAccount(event.account, clock.now());
      await hub.publish(event);
    },

    webhooks: {
      async verify(rawBody, signatureHeader) {
        if (!signatureHeader) throw badRequest('Missing Stripe-Signature header');
        const api = await stripe();
        let event: Stripe.Event;
        try {
          event = api.webhooks.constructEvent(
            rawBody,
            signatureHeader,
            options.webhookSecret,
            options.webhookToleranceSeconds ?? 300,
            undefined,
            wallClock.now().getTime(),
          );
        } catch (error) {
          throw new AppError(
            'BAD_REQUEST',
            `Webhook signature verification failed: ${error instanceof Error ? error.message : 'invalid'}`,
          );
        }
        return { id: event.id, type: event.type, event: paymentEventOf(event) };
      },
    },
  };
}
