import { useState } from 'react';
import { Link } from 'react-router';
import { Radio, Users } from 'lucide-react';
import { formatCalendarDate } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { Badge } from '../../../ui/feedback.tsx';
import { SendOfferLink } from '../../booking/lists/send-offer-link.tsx';
import { LoadState } from '../parts/load-state.tsx';
import { useAvailableDjs } from '../use-venue-queries.ts';
import { orNotSpecified } from '../venue-format.ts';
import { AVAILABLE_DJS_EMPTY, type TAvailableDj } from '@cuepoint/domain/venues/available-djs';

/** How many of a DJ's next dates the card lists. */
const DATES_SHOWN = 3;

function DjItem({ dj }: { dj: TAvailableDj }) {
  const name = dj.slug ? (
    <Link to={`/${dj.slug}`} className="font-semibold text-mist-100 underline-offset-4 hover:underline">
      {dj.stage_name}
    </Link>
  ) : (
    <span className="font-semibold text-mist-100">{dj.stage_name}</span>
  );
  return (
    <li className="flex flex-col gap-1.5 rounded-xl bg-ink-900 px-3 py-2.5">
      <div className="flex items-center justify-between gap-2">
        {name}
        <SendOfferLink djId={dj.user_id} djName={dj.stage_name} />
      </div>
      <span className="text-xs text-mist-400">{orNotSpecified(dj.location)}</span>
      {dj.availability.length ? (
        <ul aria-label={`Next dates of ${dj.stage_name}`} className="flex flex-wrap gap-1.5">
          {dj.availability.slice(0, DATES_SHOWN).map((slot) => (
            <li key={`${slot.date}-${slot.is_remote}`}>
              <Badge tone={slot.is_remote ? 'wave' : 'cue'}>
                {slot.is_remote ? <Radio className="size-3" aria-hidden /> : null}
                {formatCalendarDate(slot.date)} · {slot.is_remote ? 'Remote' : 'In person'}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** How many DJs the card lists before "Show all". */
const DJS_SHOWN = 5;

/** Available DJs (docs/product/venues.md): DJs bookable for the venue, in its area or remote, with their next dates. */
export function AvailableDjsCard() {
  const djs = useAvailableDjs();
  const [all, setAll] = useState(false);
  const shown = djs.data && !all ? djs.data.slice(0, DJS_SHOWN) : djs.data;
  return (
    <DashboardCard title="Available DJs" icon={<Users className="size-5" aria-hidden />}>
      {djs.data && shown ? (
        djs.data.length ? (
          <div className="flex flex-col gap-3">
            <ul aria-label="Available DJs" className="flex flex-col gap-2">
              {shown.map((dj) => (
                <DjItem key={dj.user_id} dj={dj} />
              ))}
            </ul>
            {djs.data.length > DJS_SHOWN ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => setAll((value) => !value)}
              >
                {all ? 'Show fewer' : `Show all ${djs.data.length} DJs`}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-mist-300">{AVAILABLE_DJS_EMPTY}</p>
        )
      ) : (
        <LoadState query={djs} what="available DJs" />
      )}
    </DashboardCard>
  );
}
