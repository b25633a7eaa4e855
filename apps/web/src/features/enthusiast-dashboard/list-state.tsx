import type { ReactNode } from 'react';
import { ENTHUSIAST_DASHBOARD_MESSAGES } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { errorReason } from '../../lib/error-reason.ts';
import { Button } from '../../ui/button.tsx';
import { Alert, Spinner } from '../../ui/feedback.tsx';

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
      <Alert tone="error">
        <p>{ENTHUSIAST_DASHBOARD_MESSAGES.loadFailed(what, errorReason(query.error))}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          busy={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (query.isPending) return <Spinner label={`Loading ${what}…`} className="py-6" />;
  return null;
}
