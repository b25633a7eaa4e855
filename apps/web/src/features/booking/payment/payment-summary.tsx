import { ShieldCheck } from 'lucide-react';
import type { TApiAuthorizationAmounts } from '@cuepoint/domain/booking/amounts';
import { FEES_NOTE, STRATEGY_EXPLANATIONS } from '@cuepoint/domain/booking/payment-modal-messages';
import { formatMajor } from '@cuepoint/domain/money/format-money';

/**
 * The payment summary of the modal (docs/product/payments.md): the server's amounts (what the customer pays, the
 * platform and card fees and what the DJ receives) and what happens to the card now: saved and authorized 3–4 days
 * before the event, or authorized now. Nothing is charged now either way.
 */
export function PaymentSummary({
  amounts,
  explanations = STRATEGY_EXPLANATIONS,
}: {
  amounts: TApiAuthorizationAmounts;
  /** What each strategy does to the card, in the words of the flow (a request's, or an accepted booking's). */
  explanations?: typeof STRATEGY_EXPLANATIONS;
}) {
  const money = (amount: number) => formatMajor(amount, amounts.currency);
  const strategy = explanations[amounts.authorization_strategy];
  return (
    <section aria-label="Payment summary" className="flex flex-col gap-4">
      <dl className="divide-y divide-ink-700 rounded-2xl border border-ink-600 bg-ink-900 text-sm">
        <div className="flex items-baseline justify-between gap-4 px-4 py-3">
          <dt className="font-semibold text-mist-100">You pay</dt>
          <dd className="font-display text-xl font-semibold text-mist-100">{money(amounts.customer_pays)}</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-2.5 text-mist-300">
          <dt>Platform fee (paid by the DJ)</dt>
          <dd>{money(amounts.platform_fee)}</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-2.5 text-mist-300">
          <dt>Card processing fee (paid by the DJ)</dt>
          <dd>{money(amounts.processing_fee)}</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-2.5 text-mist-200">
          <dt>The DJ receives</dt>
          <dd>{money(amounts.dj_payout)}</dd>
        </div>
      </dl>
      <div className="flex gap-3 rounded-2xl border border-emerald-400/30 bg-emerald-400/10 px-4 py-3 text-sm text-emerald-100">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden />
        <div>
          <p className="font-semibold">{strategy.title}</p>
          <p className="mt-1 text-emerald-100/90">{strategy.detail}</p>
        </div>
      </div>
      <p className="text-xs text-mist-400">{FEES_NOTE}</p>
    </section>
  );
}
