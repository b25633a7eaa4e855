import { Radio, Users } from 'lucide-react';
import { formatRateFrom } from '../../lib/format.ts';
import { Badge } from '../../ui/feedback.tsx';

/** A DJ card's genres as badges, or nothing when the DJ names none. */
export function DjGenreBadges({ name, genres }: { name: string; genres: readonly string[] }) {
  if (!genres.length) return null;
  return (
    <ul aria-label={`Genres of ${name}`} className="flex flex-wrap gap-1.5">
      {genres.map((genre) => (
        <li key={genre}>
          <Badge>{genre}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** A DJ card's foot: the rate from, and whether they play in person and streamed (`remoteLabel` names the latter). */
export function DjRateAndWays({
  dj,
  remoteLabel,
}: {
  dj: { hourlyRate: number; currency: string; inPerson: boolean; isRemote: boolean };
  remoteLabel: string;
}) {
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 text-sm">
      <span className="mr-auto text-mist-200">{formatRateFrom(dj.hourlyRate, dj.currency)}</span>
      {dj.inPerson ? (
        <Badge>
          <Users className="size-3" aria-hidden />
          In person
        </Badge>
      ) : null}
      {dj.isRemote ? (
        <Badge tone="wave">
          <Radio className="size-3" aria-hidden />
          {remoteLabel}
        </Badge>
      ) : null}
    </div>
  );
}
