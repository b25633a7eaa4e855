import { CalendarSync } from 'lucide-react';
import { Section } from '../../../ui/layout.tsx';
import { formatMoney } from '@cuepoint/domain/money/format-money';
import { RESIDENCY_EXAMPLES, RESIDENCY_NIGHTS_PER_MONTH, residencyFigures } from './residency-examples.ts';

/** Weekly residencies (docs/product/content.md): what a night a week pays a DJ, computed from the fee rules. */
export function ResidenciesSection() {
  return (
    <Section
      id="residencies"
      eyebrow="Residencies"
      title="A weekly night of your own"
      lead={`Venues book a residency as a recurring night: the same slot every week, each night paid out like any other booking. Here is what ${RESIDENCY_NIGHTS_PER_MONTH} nights a month pay after the platform and card fees.`}
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {RESIDENCY_EXAMPLES.map((example) => {
          const figures = residencyFigures(example);
          return (
            <li
              key={example.night}
              data-testid="residency-example"
              className="flex flex-col rounded-2xl border border-ink-600 bg-ink-850 p-6"
            >
              <span className="inline-flex items-center gap-2 text-sm font-semibold text-cue-300">
                <CalendarSync className="size-4" aria-hidden />
                Every {figures.night}
              </span>
              <h3 className="mt-3 text-xl font-semibold">
                {figures.hours} h at {formatMoney(figures.rateMinor, figures.currency)}/h
              </h3>
              <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
                <dt className="text-mist-300">You receive per night</dt>
                <dd className="text-right font-semibold">
                  {formatMoney(figures.perNightMinor, figures.currency)}
                </dd>
                <dt className="text-mist-300">Platform fee per month</dt>
                <dd className="text-right text-mist-200">
                  {formatMoney(figures.platformFeePerMonthMinor, figures.currency)}
                </dd>
                <dt className="text-mist-300">You receive per month</dt>
                <dd className="text-right font-display text-lg font-semibold text-wave-300">
                  {formatMoney(figures.perMonthMinor, figures.currency)}
                </dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
