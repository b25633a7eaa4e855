import { useId } from 'react';
import { HOURLY_BUDGET } from '@cuepoint/domain/booking/constants';
import { totalBudget } from '@cuepoint/domain/booking/request-rules';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { hoursLabel } from './duration-options.ts';

/**
 * The hourly budget slider (docs/product/booking-requests.md): 20 to 500 in steps of 10, with the total budget,
 * duration × budget, under it, and a warning while the budget is below the targeted DJ's starting rate (the server
 * refuses it then). The arrow keys move it a step, Page Up and Down further, as a native range does.
 */
export function BudgetField({
  value,
  duration,
  currency,
  onChange,
  disabled,
  warning,
}: {
  value: number;
  duration: number;
  currency: string;
  onChange(next: number): void;
  disabled?: boolean;
  /** Why this budget will not reach the DJ (below their starting rate); null when it does. */
  warning?: string | null | undefined;
}) {
  const id = useId();
  const perHour = formatMajor(value, currency);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-mist-200">
          Hourly budget
        </label>
        <span className="font-display text-lg font-semibold text-mist-100" aria-hidden>
          {perHour} / hour
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={HOURLY_BUDGET.min}
        max={HOURLY_BUDGET.max}
        step={HOURLY_BUDGET.step}
        value={value}
        disabled={disabled}
        aria-valuetext={`${perHour} per hour`}
        aria-describedby={warning ? `${id}-total ${id}-warning` : `${id}-total`}
        aria-invalid={warning ? true : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-cue-500 disabled:cursor-not-allowed"
      />
      <div className="flex justify-between text-xs text-mist-400" aria-hidden>
        <span>{formatMajor(HOURLY_BUDGET.min, currency)}</span>
        <span>{formatMajor(HOURLY_BUDGET.max, currency)}</span>
      </div>
      <p
        id={`${id}-total`}
        className="rounded-xl bg-ink-900 px-4 py-3 text-sm text-mist-200"
        aria-live="polite"
      >
        Total budget:{' '}
        <strong className="text-mist-100">{formatMajor(totalBudget(value, duration), currency)}</strong>{' '}
        <span className="text-mist-400">
          ({hoursLabel(duration)} × {perHour})
        </span>
      </p>
      <p
        id={`${id}-warning`}
        role="status"
        className={
          warning
            ? 'rounded-xl border border-red-400/40 bg-red-400/10 px-4 py-3 text-sm text-red-200'
            : 'sr-only'
        }
      >
        {warning ?? ''}
      </p>
    </div>
  );
}
