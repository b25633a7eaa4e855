import { z } from 'zod';
import { zText } from '../text/safe-text.ts';
import { ZCardDetails } from './card-details.ts';

/**
 * Payment and setup intents as the browser sees them, in Stripe's words: the payment modal confirms one with Stripe.js
 * (STRIPE_PUBLISHABLE_KEY set) or through the test gateway's confirm call, and reads the same answer either way.
 */

/** Stripe's PaymentIntent statuses; a manual-capture authorization waits in requires_capture. */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export type TPaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** Stripe's SetupIntent statuses (a saved card is `succeeded`). */
export const SETUP_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type TSetupIntentStatus = (typeof SETUP_INTENT_STATUSES)[number];

export const INTENT_KINDS = ['payment_intent', 'setup_intent'] as const;
export type TIntentKind = (typeof INTENT_KINDS)[number];

/** Which gateway the server runs: its own test gateway (default) or Stripe. */
export const PAYMENT_MODES = ['test', 'stripe'] as const;
export type TPaymentMode = (typeof PAYMENT_MODES)[number];

/** GET /payments/config: what the payment modal needs to pick Stripe Elements or its own card form. */
export const ZPaymentsConfig = z.object({
  mode: z.enum(PAYMENT_MODES),
  publishable_key: z.string().nullable(),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

/** Stripe's `last_payment_error` / `last_setup_error`. */
export const ZIntentError = z.object({
  type: z.string(),
  code: z.string(),
  decline_code: z.string().nullable(),
  message: z.string(),
});
export type TIntentError = z.infer<typeof ZIntentError>;

/** Stripe's next action of an intent awaiting 3-D Secure: open `url`, which comes back to `return_url`. */
export const ZNextAction = z.object({
  type: z.literal('redirect_to_url'),
  redirect_to_url: z.object({ url: z.string(), return_url: z.string().nullable() }),
});

/** An intent as Stripe.js answers a confirmation. */
export const ZIntentAnswer = z.object({
  id: z.string(),
  object: z.enum(INTENT_KINDS),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  client_secret: z.string(),
  /** Minor units; null for a SetupIntent. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  payment_method: z.string().nullable(),
  /** A PaymentIntent's failed attempt. */
  last_payment_error: ZIntentError.nullable().optional(),
  /** A SetupIntent's failed attempt. */
  last_setup_error: ZIntentError.nullable().optional(),
  next_action: ZNextAction.nullable(),
});
export type TIntentAnswer = z.infer<typeof ZIntentAnswer>;

const ZClientSecret = zText({ error: 'client_secret is required', label: 'client_secret' })
  .min(1, 'client_secret is required')
  .max(200, 'client_secret is not valid');

/**
 * Where the browser comes back after 3-D Secure: a path on this site ("/enthusiast-dashboard?tab=overview"), or an
 * address on its own origin (the server checks that).
 */
const ZReturnUrl = zText({ label: 'return_url' }).max(2000, 'return_url is too long');

/**
 * POST /test-payments/confirm: a test payment method id (pm_card_visa, a saved pm_…) or a typed card; none confirms
 * with the saved card the intent was created with.
 */
export const ZTestConfirmBody = z.strictObject({
  client_secret: ZClientSecret,
  payment_method: z
    .union(
      [
        zText({ label: 'payment_method' })
          .min(1, 'payment_method is required')
          .max(100, 'No such PaymentMethod'),
        ZCardDetails,
      ],
      { error: 'payment_method must be a payment method id or { number, exp_month, exp_year, cvc }' },
    )
    .optional(),
  return_url: ZReturnUrl.optional(),
});
export type TTestConfirmBody = z.infer<typeof ZTestConfirmBody>;

/** POST /test-payments/3ds/{id}/complete|fail (the test 3-D Secure page's buttons). */
export const ZTestAuthenticationBody = z.strictObject({
  client_secret: ZClientSecret,
  return_url: ZReturnUrl.optional(),
});
export type TTestAuthenticationBody = z.infer<typeof ZTestAuthenticationBody>;
