import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { errorReason } from '../../lib/error-reason.ts';
import { CALENDAR_FEED_KEY, rotateCalendarFeed } from './calendar-api.ts';

/**
 * Replaces the private feed's address (after it was shared by mistake): calendars subscribed to the old one stop
 * updating, so it asks first.
 */
export function ResetCalendarFeed() {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const rotate = useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => client.setQueryData(CALENDAR_FEED_KEY, feed),
  });
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="ghost"
        size="sm"
        icon={<RefreshCw className="size-4" aria-hidden />}
        busy={rotate.isPending}
        onClick={() => setAsking(true)}
      >
        Get a new feed address
      </Button>
      <span role="status" aria-live="polite" className="text-xs text-mist-300">
        {rotate.isSuccess ? 'New address ready: copy the calendar feed again.' : ''}
      </span>
      {rotate.isError ? (
        <p role="alert" className="text-sm text-red-200">
          {errorReason(rotate.error) ?? 'Could not change the address. Please try again.'}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Get a new feed address?"
        description="Calendars subscribed to the current address stop receiving your bookings."
        confirmLabel="Get a new address"
        cancelLabel="Keep the current one"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          rotate.mutate();
        }}
      />
    </div>
  );
}
