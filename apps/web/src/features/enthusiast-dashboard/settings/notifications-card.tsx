import { useState } from 'react';
import { Bell } from 'lucide-react';
import { PUSH_STATUS_TEXT } from '@cuepoint/domain/notifications/messages';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { LazyPushDialog } from '../../notifications/lazy-push-dialog.tsx';
import { usePushStatus } from '../../notifications/use-push-status.ts';

/**
 * Push notifications in Settings (docs/product/notifications.md): this browser's status as text, and Manage
 * Notifications, which opens the Push notification dialog (enable, disable, test, preferences).
 */
export function NotificationsCard() {
  const { status, refresh } = usePushStatus();
  const [open, setOpen] = useState(false);
  return (
    <DashboardCard title="Push Notifications" icon={<Bell className="size-5" aria-hidden />}>
      <p className="text-sm text-mist-300">Status</p>
      <p className="mt-1 font-medium text-mist-100" data-testid="push-status">
        {PUSH_STATUS_TEXT[status]}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-4"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Manage Notifications
      </Button>
      <LazyPushDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void refresh();
        }}
        userType="enthusiast"
      />
    </DashboardCard>
  );
}
