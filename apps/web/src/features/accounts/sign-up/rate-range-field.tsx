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

/** One end of the range: its label, the amount it stands at, and the slider that moves it. */
function RateSlider({
  id,
  label,
  symbol,
  amount,
  position,
  slider,
  onPick,
}: {
  id: string;
  label: string;
  symbol: string;
  amount: number;
  /** Where the thumb sits (an amount past the slider's end sits at its end). */
  position: number;
  slider: { min: number; max: number; step: number };
  onPick(value: number): void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between text-sm">
        <label htmlFor={id} className="font-medium text-mist-200">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold text-mist-100">
          {symbol}
          {amount}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={sliderClasses}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={position}
        aria-valuetext={`${symbol}${amount}`}
        onChange={(event) => onPick(Number(event.target.value))}
      />
    </div>
  );
}

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
      <RateSlider
        id={`${id}-min`}
        label="Minimum per hour"
        symbol={symbol}
        amount={min}
        position={Math.min(min, VENUE_RATE_MIN_SLIDER.max)}
        slider={VENUE_RATE_MIN_SLIDER}
        onPick={(value) => onRangeChange(clampRateRange(value, max, 'min'))}
      />
      <RateSlider
        id={`${id}-max`}
        label="Maximum per hour"
        symbol={symbol}
        amount={max}
        position={max}
        slider={VENUE_RATE_MAX_SLIDER}
        onPick={(value) => onRangeChange(clampRateRange(min, value, 'max'))}
      />
    </fieldset>
  );
}
