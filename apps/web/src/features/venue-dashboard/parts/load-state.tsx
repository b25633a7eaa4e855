import { useEffect } from 'react';
import { RotateCw } from 'lucide-react';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/feedback.tsx';
import { useToast } from '../../../ui/toast.tsx';

/** Why loading `what` failed, in words for a person. */
export function loadFailedText(what: string, error: unknown): string {
  return VENUE_DASHBOARD_MESSAGES.loadFailed(
    what,
    isUnreachable(error) ? 'the server could not be reached' : errorReason(error),
  );
}

type Query = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch(): unknown;
};

/**
 * A part of the dashboard whose data is loading or failed to load: a spinner while it loads; when it fails, a toast
 * says so (once per failure) and the part offers to try again.
 */
export function LoadState({ query, what }: { query: Query; what: string }) {
  const toast = useToast();
  const { error } = query;
  useEffect(() => {
    if (error) toast.error(loadFailedText(what, error));
  }, [error, what, toast]);
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-400/40 bg-red-400/10 px-4 py-3 text-sm text-red-200">
        <span className="flex-1">{loadFailedText(what, error)}</span>
        <Button
          variant="outline"
          size="sm"
          busy={query.isFetching}
          icon={<RotateCw className="size-4" aria-hidden />}
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  return <Spinner label={`Loading ${what}…`} className="py-4" />;
}
