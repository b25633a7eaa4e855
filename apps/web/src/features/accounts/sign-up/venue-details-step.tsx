import {
  REMOTE_STREAMING_OPTIONS,
  SIGNUP_VENUE_TYPES,
  VENUE_TYPE_LABELS,
  type TRemoteStreaming,
} from '@cuepoint/domain/accounts/fields';
import { SelectField, TextField } from '../../../ui/field.tsx';
import { ArtistsField } from './artists-field.tsx';
import { RateRangeField } from './rate-range-field.tsx';
import { StepHeading } from './step-heading.tsx';
import { bindText } from './step-bindings.tsx';
import type { StepProps } from './wizard-state.ts';

const STREAMING_LABELS: Record<TRemoteStreaming, string> = {
  both: 'Both: receive and broadcast streams',
  receiver: 'Receive streams from remote DJs',
  broadcaster: 'Broadcast our DJs to other venues',
  no: 'No remote streaming',
};

/** Venue, step 3 'Details': 'Venue Details'. */
export function VenueDetailsStep(step: StepProps) {
  const { form, errors, update } = step;
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Venue Details</StepHeading>
      <SelectField label="Venue Type" {...bindText(step, 'venueType')}>
        <option value="">Select a venue type</option>
        {SIGNUP_VENUE_TYPES.map((type) => (
          <option key={type} value={type}>
            {VENUE_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <RateRangeField
        currency={form.hourlyRateCurrency}
        min={form.hourlyRateMin}
        max={form.hourlyRateMax}
        onCurrencyChange={(hourlyRateCurrency) => update({ hourlyRateCurrency })}
        onRangeChange={({ min, max }) => update({ hourlyRateMin: min, hourlyRateMax: max })}
      />
      <SelectField label="Remote Streaming" {...bindText(step, 'remoteStreaming')}>
        <option value="">Select an option</option>
        {REMOTE_STREAMING_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {STREAMING_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Venue Website"
        type="url"
        inputMode="url"
        placeholder="https://"
        {...bindText(step, 'venueUrl')}
        autoComplete="url"
      />
      <TextField
        label="Venue Email"
        type="email"
        {...bindText(step, 'venueEmail')}
        autoComplete="email"
        hint="Where DJs and our team reach your bookings desk."
      />
      <ArtistsField
        label="DJs you would like to book"
        value={form.preferredArtistsText}
        onChange={(preferredArtistsText) => update({ preferredArtistsText })}
        error={errors.preferredArtistsText}
      />
    </div>
  );
}
