import { useEffect, useRef } from 'react';
import { COUNTRIES, countryName } from '@cuepoint/domain/catalog/countries';
import { SelectField } from '../../../ui/field.tsx';
import { useDetectedCountry } from './use-detected-country.ts';

type CountryFieldProps = {
  value: string;
  onChange(code: string): void;
  error?: string | undefined;
  label?: string;
};

/**
 * The full ISO list; the visitor's detected country is listed first, marked "Detected", and selected when the field
 * is still empty (once: a visitor who clears it keeps it cleared).
 */
export function CountryField({ value, onChange, error, label = 'Country' }: CountryFieldProps) {
  const detected = useDetectedCountry();
  const offeredRef = useRef(false);
  useEffect(() => {
    if (!detected || offeredRef.current) return;
    offeredRef.current = true;
    if (!value) onChange(detected);
  }, [detected, value, onChange]);
  const detectedName = detected ? countryName(detected) : undefined;
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete="country"
    >
      <option value="">Select your country</option>
      {detected && detectedName ? (
        <optgroup label="Detected">
          <option value={detected}>{`${detectedName} (Detected)`}</option>
        </optgroup>
      ) : null}
      <optgroup label="All countries">
        {COUNTRIES.filter((country) => country.code !== detected).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}
