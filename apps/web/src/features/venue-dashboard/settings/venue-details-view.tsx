import type { TVenueProfile } from '@cuepoint/domain/venues/venue-profile';
import { VENUE_TYPE_LABELS, type TVenueType } from '@cuepoint/domain/accounts/fields';
import { countryName } from '@cuepoint/domain/catalog/country-list';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { orNotSpecified } from '../venue-format.ts';

function Row({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-mist-400">{label}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-mist-100">{value}</dd>
    </div>
  );
}

/** The venue's details as saved; an unknown value reads 'Not specified' (docs/product/venues.md). */
export function VenueDetailsView({ profile }: { profile: TVenueProfile }) {
  const budget =
    profile.hourly_budget_min || profile.hourly_budget_max
      ? `${formatMajor(profile.hourly_budget_min, profile.currency)} – ${formatMajor(profile.hourly_budget_max, profile.currency)} per hour`
      : null;
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Row label="Venue name" value={orNotSpecified(profile.venue_name)} />
      <Row label="Venue type" value={orNotSpecified(VENUE_TYPE_LABELS[profile.venue_type as TVenueType])} />
      <Row label="Address" value={orNotSpecified(profile.address)} wide />
      <Row label="City" value={orNotSpecified(profile.city)} />
      <Row
        label="Country"
        value={orNotSpecified(profile.country ? (countryName(profile.country) ?? profile.country) : null)}
      />
      <Row label="Capacity" value={orNotSpecified(profile.capacity)} />
      <Row label="Currency" value={profile.currency} />
      <Row label="Hourly budget" value={orNotSpecified(budget)} wide />
      <Row label="Description" value={orNotSpecified(profile.description)} wide />
    </dl>
  );
}
