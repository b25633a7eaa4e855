import { UserRound, X } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { Alert, Spinner } from '../../../ui/feedback.tsx';
import { useDjPublicPage } from '../../dj-profile/dj-profile-api.ts';

/**
 * The DJ a request is aimed at (?dj_id=): picture and name from the DJ's public page, with a way to send the request
 * to every matching DJ instead. A DJ that cannot be found says so.
 */
export function TargetedDj({ djId, onClear }: { djId: number; onClear?: (() => void) | undefined }) {
  const page = useDjPublicPage({ id: djId });
  const clear = onClear ? (
    <Button variant="ghost" size="sm" onClick={onClear} icon={<X className="size-4" aria-hidden />}>
      Ask all matching DJs instead
    </Button>
  ) : null;
  if (page.isPending) return <Spinner label="Loading the DJ you chose…" />;
  if (page.isError) {
    return (
      <Alert tone="error">
        <p>The DJ you chose could not be found: {page.error.message}</p>
        {clear}
      </Alert>
    );
  }
  const dj = page.data;
  return (
    <div
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-cue-500/40 bg-cue-500/10 p-4"
      data-testid="targeted-dj"
    >
      {dj.profile_image_url ? (
        <img
          src={dj.profile_image_url}
          alt={`${dj.stage_name}'s profile picture`}
          className="size-14 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-ink-700 text-mist-300">
          <UserRound className="size-7" aria-hidden />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-[0.15em] text-cue-300">Your request goes to</p>
        <p className="truncate font-display text-lg font-semibold text-mist-100">{dj.stage_name}</p>
      </div>
      {clear}
    </div>
  );
}
