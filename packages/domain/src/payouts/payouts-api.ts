import { z } from 'zod';
import { ZExtendedCurrency } from '../catalog/currency-schemas.ts';
import {
  BOOKING_MESSAGES,
  PAYOUT_KINDS,
  PAYOUT_STATUSES,
  type TPayoutKind,
  type TPayoutStatus,
} from '../booking/booking-api.ts';
import { PAYMENT_MODES } from '../payments/intents.ts';

/**
 * The DJ's payouts (issue "settlement", decision record 029): what each booking pays the DJ and when, through the
 * DJ's connected payout account (Stripe Connect, or the test gateway's ledger). GET /dj/payouts and POST
 * /dj/payouts/connect. Money in major units (numbers), instants ISO 8601 in UTC.
 */

export const PAYOUT_MESSAGES = {
  /** The reason a payout failed for want of an account; it is paid once the DJ connects one. */
  accountMissing: BOOKING_MESSAGES.payoutAccountMissing,
  /** Ours: what the DJ reads of a payout the gateway refused (the gateway's words follow). */
  transferRefused: 'The payment service refused this payout',
} as const;

export const PAYOUT_KIND_LABELS: Record<TPayoutKind, string> = {
  upfront: 'When the card is charged',
  after_event: 'After the event',
};

export const PAYOUT_STATUS_LABELS: Record<TPayoutStatus, string> = {
  scheduled: 'Scheduled',
  paid: 'Paid',
  failed: 'Not paid yet',
  cancelled: 'Cancelled',
};

/** The DJ's payout account as the gateway last reported it. */
export const ZPayoutAccount = z.object({
  /** An account is linked (it may still need details before it takes payouts). */
  connected: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
  /** Stripe, or the built-in test gateway (payouts go to its ledger, no real money moves). */
  mode: z.enum(PAYMENT_MODES),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

export const PAYOUT_CLAWBACK_KINDS = ['reduced', 'reversed'] as const;
export type TPayoutClawbackKind = (typeof PAYOUT_CLAWBACK_KINDS)[number];

/** A dispute's refund taken from one payout. */
export const ZPayoutClawback = z.object({
  kind: z.enum(PAYOUT_CLAWBACK_KINDS),
  amount: z.number(),
  done: z.boolean(),
});
export type TPayoutClawback = z.infer<typeof ZPayoutClawback>;

/** One payout with the booking it belongs to and that booking's fee split (docs/product/payments.md). */
export const ZDjPayout = z.object({
  id: z.number(),
  booking_id: z.number(),
  kind: z.enum(PAYOUT_KINDS),
  amount: z.number(),
  currency: ZExtendedCurrency,
  due_at: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  paid_at: z.string().nullable(),
  /** Why the last attempt failed (retried when the DJ connects an account); null otherwise. */
  failure_reason: z.string().nullable(),
  customer_name: z.string(),
  event: z.object({
    /** The event's start (ISO 8601, UTC) and the IANA zone it is in. */
    date: z.string(),
    timezone: z.string(),
    /** Hours. */
    duration: z.number(),
  }),
  /** The booking's agreed price and what comes off it before the DJ's payout. */
  booking_amounts: z.object({
    customer_pays: z.number(),
    platform_fee: z.number(),
    processing_fee: z.number(),
    dj_payout: z.number(),
  }),
  /**
   * A dispute's decided refund of the booking, as the booking's answer gives it: what the card was charged, the
   * refund, the platform's share of it, whether it went through, and the DJ's payout now; null without one.
   */
  refund: z
    .object({
      charged: z.number(),
      amount: z.number(),
      platform_share: z.number(),
      sent: z.boolean(),
      dj_payout_now: z.number(),
    })
    .nullable(),
  /**
   * What that refund took from this payout, as the dispute's `payout_adjustments` give it: `reduced` before it was
   * paid (`amount` is already the reduced one), `reversed` after (taken back from the transfer; `done` once the
   * gateway reversed it); null when it took nothing from it.
   */
  clawback: ZPayoutClawback.nullable(),
});
export type TDjPayout = z.infer<typeof ZDjPayout>;

/** A sum per currency (payouts in different currencies are never added together). */
export const ZMoneyTotal = z.object({ currency: ZExtendedCurrency, amount: z.number() });
export type TMoneyTotal = z.infer<typeof ZMoneyTotal>;

/** GET /dj/payouts. */
export const ZDjPayouts = z.object({
  account: ZPayoutAccount,
  payouts: z.array(ZDjPayout),
  totals: z.object({
    /** Transferred to the DJ, less what a dispute's refund took back from those transfers. */
    paid: z.array(ZMoneyTotal),
    /** Still to come: scheduled, or waiting for the DJ's payout account. */
    scheduled: z.array(ZMoneyTotal),
  }),
});
export type TDjPayouts = z.infer<typeof ZDjPayouts>;

/** POST /dj/payouts/connect: where the DJ sets up the payout account (Stripe's onboarding, or back to the dashboard). */
export const ZConnectPayoutsAnswer = z.object({ url: z.string() });
export type TConnectPayoutsAnswer = z.infer<typeof ZConnectPayoutsAnswer>;

/** The query Stripe's onboarding returns the DJ with (`/dj-dashboard?payouts=…`). */
export const PAYOUT_RETURN_PARAM = 'payouts';
export const PAYOUT_RETURN_VALUES = { connected: 'connected', refresh: 'refresh' } as const;
