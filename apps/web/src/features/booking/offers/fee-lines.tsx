import { minorOrNull, toMajor } from '@cuepoint/domain/money/minor-units';
import { feeBreakdown } from '@cuepoint/domain/pricing/fees';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { cn } from '../../../lib/cn.ts';

export type FeeAmounts = {
  customer_pays: number;
  platform_fee: number;
  processing_fee: number;
  dj_payout: number;
};

/**
 * The fee rules of pricing/fees.ts for an hourly rate (major units) over a duration, in major units; null when the fees
 * would take the whole amount (the server refuses such a price, so there is no breakdown to show).
 */
export function feesFor(hourlyRate: number, hours: number): FeeAmounts | null {
  const minor = minorOrNull(hourlyRate);
  if (minor === null || !(hours > 0)) return null;
  const fees = feeBreakdown(hours, minor);
  if (fees.djPayoutMinor <= 0) return null;
  return {
    customer_pays: toMajor(fees.customerPaysMinor),
    platform_fee: toMajor(fees.platformFeeMinor),
    processing_fee: toMajor(fees.processingFeeMinor),
    dj_payout: toMajor(fees.djPayoutMinor),
  };
}

/** A booking's refund after the charge, as the server gave it: what was charged, refunded, and the DJ's payout left. */
export type FeeRefund = {
  charged: number;
  amount: number;
  /** What the platform gave back of its fees. */
  platform_share: number;
  /** The refund went through (false while it is being sent). */
  sent: boolean;
  dj_payout_now: number;
};

/**
 * What a booking's money comes to for the DJ (docs/product/payments.md): what the customer pays, the platform fee and
 * the card fee the DJ pays out of it, and what the DJ receives. `audience` words the lines for the DJ or the customer.
 * After a refund the lines run from the charge: less the refund, less the fees, plus the platform's share of the
 * refund, to what the DJ receives now, so they still add up.
 */
export function FeeLines({
  amounts,
  currency,
  audience = 'dj',
  label = 'Fee breakdown',
  refund = null,
  className,
}: {
  amounts: FeeAmounts;
  currency: string;
  audience?: 'dj' | 'customer';
  label?: string;
  refund?: FeeRefund | null;
  className?: string;
}) {
  const money = (amount: number) => formatMajor(amount, currency);
  const first = refund
    ? audience === 'dj'
      ? 'Customer was charged'
      : 'You were charged'
    : audience === 'dj'
      ? 'Customer pays'
      : 'You pay';
  return (
    <dl
      aria-label={label}
      className={cn('divide-y divide-ink-700 rounded-xl border border-ink-600 bg-ink-900 text-sm', className)}
    >
      <div className="flex items-baseline justify-between gap-4 px-3 py-2">
        <dt className="text-mist-200">{first}</dt>
        <dd className="font-semibold text-mist-100">
          {money(refund ? refund.charged : amounts.customer_pays)}
        </dd>
      </div>
      {refund ? (
        <div className="flex justify-between gap-4 px-3 py-2 text-mist-200">
          <dt>
            {audience === 'dj' ? 'Refunded to the customer' : 'Refunded to your card'}
            {refund.sent ? '' : ' (being sent)'}
          </dt>
          <dd>−{money(refund.amount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 px-3 py-2 text-mist-300">
        <dt>Platform fee{audience === 'customer' ? ' (paid by the DJ)' : ''}</dt>
        <dd>−{money(amounts.platform_fee)}</dd>
      </div>
      <div className="flex justify-between gap-4 px-3 py-2 text-mist-300">
        <dt>Card fee{audience === 'customer' ? ' (paid by the DJ)' : ''}</dt>
        <dd>−{money(amounts.processing_fee)}</dd>
      </div>
      {refund && refund.platform_share > 0 ? (
        <div className="flex justify-between gap-4 px-3 py-2 text-mist-300">
          <dt>Cuepoint’s share of the refund</dt>
          <dd>+{money(refund.platform_share)}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-4 px-3 py-2">
        <dt className="font-semibold text-emerald-200">
          {audience === 'dj' ? 'You receive' : 'The DJ receives'}
        </dt>
        <dd className="font-semibold text-emerald-200">
          {money(refund ? refund.dj_payout_now : amounts.dj_payout)}
        </dd>
      </div>
    </dl>
  );
}
