import { useState } from 'react';
import { CircleDollarSign } from 'lucide-react';
import { ZDjHourlyRate } from '@cuepoint/domain/djs/profile';
import { EXTENDED_CURRENCIES, type TExtendedCurrency } from '@cuepoint/domain/catalog/currencies';
import { MAX_HOURLY_AMOUNT } from '@cuepoint/domain/accounts/fields';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { SelectField, TextField } from '../../../ui/field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { updateProfile, type DashboardProfile } from '../dashboard-api.ts';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { useProfileCache } from '../use-dashboard-queries.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { useDebouncedSave, type SaveState } from './use-debounced-save.ts';

/** docs/product/djs.md: the rate is saved 1 s after the last change. */
export const RATE_SAVE_DEBOUNCE_MS = 1_000;

type Rate = { hourly_rate_min: number; currency: TExtendedCurrency };

const STATE_TEXT: Record<SaveState, string> = {
  idle: '',
  waiting: 'Unsaved changes…',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved',
};

/**
 * The minimum hourly rate every request is matched by (docs/product/djs.md; the rule shows it to DJs who accept remote
 * venues or private; it is shown to DJs who play in person too, whose requests are matched by the same rate — decision
 * record 041).
 */
export function HourlyRateCard({ profile }: { profile: DashboardProfile }) {
  const toast = useToast();
  const cache = useProfileCache();
  const [amount, setAmount] = useState(String(profile.hourly_rate_min));
  const [currency, setCurrency] = useState<TExtendedCurrency>(profile.currency);
  const [error, setError] = useState<string | undefined>();
  const saver = useDebouncedSave(async (rate: Rate) => {
    try {
      cache.put(await updateProfile(rate));
    } catch (failure) {
      toast.error(
        isUnreachable(failure)
          ? DJ_DASHBOARD_MESSAGES.saveProfileUnreachable
          : DJ_DASHBOARD_MESSAGES.saveProfileFailed(errorReason(failure)),
      );
      throw failure;
    }
  }, RATE_SAVE_DEBOUNCE_MS);

  function change(nextAmount: string, nextCurrency: TExtendedCurrency) {
    setAmount(nextAmount);
    setCurrency(nextCurrency);
    const parsed = ZDjHourlyRate.safeParse(nextAmount);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      saver.cancel();
      return;
    }
    setError(undefined);
    saver.schedule({ hourly_rate_min: parsed.data, currency: nextCurrency });
  }

  const valid = !error && amount.trim() !== '';
  return (
    <DashboardCard
      title="Hourly rate"
      icon={<CircleDollarSign className="size-5" aria-hidden />}
      testId="hourly-rate-card"
      action={
        <span
          role="status"
          className={saver.state === 'failed' ? 'text-xs text-red-300' : 'text-xs text-mist-400'}
        >
          {STATE_TEXT[saver.state]}
        </span>
      }
    >
      <p className="-mt-2 mb-4 text-sm text-mist-300">
        What you ask per hour at least: requests below it do not reach you. Changes are saved as you type.
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <TextField
          label="Minimum rate per hour"
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_HOURLY_AMOUNT}
          step="any"
          value={amount}
          error={error}
          onChange={(event) => change(event.target.value, currency)}
        />
        <SelectField
          label="Currency"
          value={currency}
          onChange={(event) => change(amount, event.target.value as TExtendedCurrency)}
        >
          {EXTENDED_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </div>
      {valid ? (
        <p className="mt-3 text-sm text-mist-300">
          Bookers see <strong className="text-mist-100">{formatMajor(Number(amount), currency)}</strong> per
          hour.
        </p>
      ) : null}
    </DashboardCard>
  );
}
