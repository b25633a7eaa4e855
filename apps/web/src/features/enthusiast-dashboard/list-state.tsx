import type { ReactNode } from 'react';
import { ENTHUSIAST_DASHBOARD_MESSAGES } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { errorReason } from '../../lib/error-reason.ts';
import { Spinner } from '../../ui/feedback.tsx';
import { LoadFailedAlert } from '../../ui/retry-button.tsx';

/** A list's loading spinner or its failure with the reason and Try again; null once it has data. */
export function queryState({
  what,
  query,
}: {
  what: string;
  query: { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch(): unknown };
}): ReactNode {
  if (query.isError) {
    return (
      <LoadFailedAlert query={query}>
        {ENTHUSIAST_DASHBOARD_MESSAGES.loadFailed(what, errorReason(query.error))}
      </LoadFailedAlert>
    );
  }
  if (query.isPending) return <Spinner label={`Loading ${what}…`} className="py-6" />;
  return null;
}
