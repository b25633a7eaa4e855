import { useId } from 'react';
import {
  clampRateRange,
  VENUE_RATE_MAX_SLIDER,
  VENUE_RATE_MIN_SLIDER,
} from '@cuepoint/domain/accounts/fields';
import { CURRENCIES, currencySymbol, type TCurrency } from '@cuepoint/domain/catalog/currencies';
import { SelectField } from '../../../ui/field.tsx';

type RateRangeFieldProps = {
  currency: TCurrency;
  min: number;
  max: number;
  onCurrencyChange(currency: TCurrency): void;
  onRangeChange(range: { min: number; max: number }): void;
};

const sliderClasses = 'h-2 w-full cursor-pointer accent-cue-500';

/**
 * The venue's hourly budget (docs/product/accounts-and-sessions.md): two sliders, the minimum never above the maximum.
 */
export function RateRangeField({ currency, min, max, onCurrencyChange, onRangeChange }: RateRangeFieldProps) {
  const id = useId();
  const symbol = currencySymbol(currency);
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-ink-600 p-4">
      <legend className="px-1 text-sm font-medium text-mist-200">Hourly rate range</legend>
      <SelectField
        label="Currency"
        value={currency}
        onChange={(event) => onCurrencyChange(event.target.value as TCurrency)}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {`${code} (${currencySymbol(code)})`}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <label htmlFor={`${id}-min`} className="font-medium text-mist-200">
            Minimum per hour
          </label>
          <output htmlFor={`${id}-min`} className="font-semibold text-mist-100">
            {symbol}
            {min}
          </output>
        </div>
        <input
          id={`${id}-min`}
          type="range"
          className={sliderClasses}
          min={VENUE_RATE_MIN_SLIDER.min}
          max={VENUE_RATE_MIN_SLIDER.max}
          step={VENUE_RATE_MIN_SLIDER.step}
          value={Math.min(min, VENUE_RATE_MIN_SLIDER.max)}
          aria-valuetext={`${symbol}${min}`}
          onChange={(event) => onRangeChange(clampRateRange(Number(event.target.value), max, 'min'))}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <label htmlFor={`${id}-max`} className="font-medium text-mist-200">
            Maximum per hour
          </label>
          <output htmlFor={`${id}-max`} className="font-semibold text-mist-100">
            {symbol}
            {max}
          </output>
        </div>
        <input
          id={`${id}-max`}
          type="range"
          className={sliderClasses}
          min={VENUE_RATE_MAX_SLIDER.min}
          max={VENUE_RATE_MAX_SLIDER.max}
          step={VENUE_RATE_MAX_SLIDER.step}
          value={max}
          aria-valuetext={`${symbol}${max}`}
          onChange={(event) => onRangeChange(clampRateRange(min, Number(event.target.value), 'max'))}
        />
      </div>
    </fieldset>
  );
}
