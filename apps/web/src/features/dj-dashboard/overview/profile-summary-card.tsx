import { useId, type ReactNode } from 'react';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../ui/feedback.tsx';
import type { DashboardProfile } from '../dashboard-api.ts';
import { formatRateFrom } from '../../../lib/format.ts';
import { formatMonthYear, locationText } from '../format.ts';
import { useDjStats } from '../use-dashboard-queries.ts';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-mist-400">{term}</dt>
      <dd className="text-right text-sm font-medium text-mist-100">{children}</dd>
    </div>
  );
}

/** What bookers see at a glance, and how complete the profile is (docs/product/djs.md). */
export function ProfileSummaryCard({ profile }: { profile: DashboardProfile }) {
  const stats = useDjStats();
  const completenessLabel = useId();
  const completeness = stats.data?.profile_completeness;
  const remote = profile.accepts_remote_venues || profile.accepts_remote_private;
  return (
    <DashboardCard
      title="Profile summary"
      icon={<ClipboardList className="size-5" aria-hidden />}
      testId="profile-summary-card"
    >
      {completeness !== undefined ? (
        <div className="mb-4">
          <div className="mb-1.5 flex justify-between text-sm">
            <span className="text-mist-300" id={completenessLabel}>
              Profile completeness
            </span>
            <span className="font-semibold">{completeness}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={completenessLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completeness}
            className="h-2 overflow-hidden rounded-full bg-ink-700"
          >
            <div className="h-full rounded-full bg-cue-500" style={{ width: `${completeness}%` }} />
          </div>
        </div>
      ) : null}
      <dl className="divide-y divide-ink-700">
        <Row term="Stage name">{profile.stage_name}</Row>
        <Row term="Location">{locationText(profile.current_location) ?? 'Not specified'}</Row>
        <Row term="Genres">
          {profile.genres.length ? (
            <span className="flex flex-wrap justify-end gap-1">
              {profile.genres.map((genre) => (
                <Badge key={genre} tone="cue">
                  {genre}
                </Badge>
              ))}
            </span>
          ) : (
            'Not specified'
          )}
        </Row>
        {remote ? (
          <Row term="Hourly rate">{formatRateFrom(profile.hourly_rate_min, profile.currency)}</Row>
        ) : null}
        {stats.data ? (
          <>
            <Row term="Sets">
              {stats.data.total_sets} ({stats.data.public_sets} public)
            </Row>
            <Row term="Member since">{formatMonthYear(stats.data.member_since)}</Row>
          </>
        ) : null}
      </dl>
      <Link
        to={profile.profile_url}
        className="mt-4 inline-block break-all text-sm text-wave-300 underline-offset-2 hover:underline"
      >
        Your public page: {profile.profile_url}
      </Link>
    </DashboardCard>
  );
}
