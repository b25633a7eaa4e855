import { formatMoney } from '@cuepoint/domain/money/format-money';
import { feeBreakdown, PAYOUT_EXAMPLES } from '@cuepoint/domain/pricing/fees';
import { Section } from '../../ui/layout.tsx';
import { CARD_FEE, PLATFORM_FEE_MONEY, PLATFORM_FEE_PER_HOUR } from '../pages/fee-text.ts';
import { ColumnHeads } from '../../ui/column-heads.tsx';

const COLUMNS = [
  ['Booking', 'px-4 py-3 font-semibold sm:px-6'],
  ['Customer pays', 'hidden px-4 py-3 font-semibold sm:table-cell sm:px-6'],
  ['Platform fee', 'hidden px-4 py-3 font-semibold md:table-cell md:px-6'],
  ['Card fee', 'hidden px-4 py-3 font-semibold md:table-cell md:px-6'],
  ['DJ receives', 'px-4 py-3 font-semibold sm:px-6'],
] as const;

export function PricingBand() {
  return (
    <Section
      id="pricing"
      eyebrow="Fair by design"
      title={`No subscription. ${PLATFORM_FEE_MONEY} per performance hour.`}
      lead={`DJs pay a platform fee of ${PLATFORM_FEE_PER_HOUR} EUR, USD or GBP per performance hour, plus card fees of ${CARD_FEE} passed through at cost. Payouts go straight to the DJ's own connected account.`}
      className="bg-ink-950/60"
    >
      <div className="overflow-hidden rounded-2xl border border-ink-600">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What a DJ receives for example bookings</caption>
          <thead className="bg-ink-800 text-mist-300">
            <ColumnHeads columns={COLUMNS} />
          </thead>
          <tbody>
            {PAYOUT_EXAMPLES.map((example) => {
              const fees = feeBreakdown(example.hours, example.rate * 100);
              return (
                <tr key={`${example.hours}-${example.currency}`} className="border-t border-ink-700">
                  <th scope="row" className="px-4 py-4 font-medium sm:px-6">
                    {example.hours} h at {formatMoney(example.rate * 100, example.currency)}/h
                  </th>
                  <td className="hidden px-4 py-4 sm:table-cell sm:px-6">
                    {formatMoney(fees.customerPaysMinor, example.currency)}
                  </td>
                  <td className="hidden px-4 py-4 text-mist-300 md:table-cell md:px-6">
                    −{formatMoney(fees.platformFeeMinor, example.currency)}
                  </td>
                  <td className="hidden px-4 py-4 text-mist-300 md:table-cell md:px-6">
                    −{formatMoney(fees.processingFeeMinor, example.currency)}
                  </td>
                  <td className="px-4 py-4 font-display text-lg font-semibold text-wave-300 sm:px-6">
                    {formatMoney(fees.djPayoutMinor, example.currency)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
