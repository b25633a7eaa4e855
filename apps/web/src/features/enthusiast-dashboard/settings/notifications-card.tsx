import { useEffect, useId, useState } from 'react';
import { Bell, ChevronDown } from 'lucide-react';
import { ENTHUSIAST_DASHBOARD_MESSAGES as M } from '@cuepoint/domain/enthusiasts/dashboard-messages';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';

type PushStatus = 'checking' | 'unsupported' | 'blocked' | 'off';

/** What this browser allows, read once the page runs in it. */
function readPushStatus(): PushStatus {
  if (!('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'off';
}

const STATUS_TEXT: Record<PushStatus, string> = {
  checking: 'Checking this browser…',
  unsupported: M.pushUnsupported,
  blocked: M.pushBlocked,
  off: 'Off: push notifications are not turned on for your account yet.',
};

/**
 * Push notifications in Settings (spec 2 §2): the status as text, and Manage Notifications, which tells what the
 * notifications will bring and that they arrive with the notifications update (nothing here pretends to subscribe).
 */
export function NotificationsCard() {
  const [status, setStatus] = useState<PushStatus>('checking');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => setStatus(readPushStatus()), []);
  return (
    <DashboardCard title="Push Notifications" icon={<Bell className="size-5" aria-hidden />}>
      <p className="text-sm text-mist-300">Status</p>
      <p className="mt-1 font-medium text-mist-100" data-testid="push-status">
        {STATUS_TEXT[status]}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-4"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        icon={<ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />}
      >
        Manage Notifications
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="mt-4 rounded-xl border border-ink-600 bg-ink-900 p-4 text-sm"
      >
        <p className="text-mist-200">
          Push notifications come with Cuepoint&rsquo;s notifications update. You will turn them on here for
          this browser and choose what you hear about:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-mist-300">
          <li>DJs available in your city</li>
          <li>Answers to your booking requests</li>
          <li>Booking updates</li>
          <li>Event reminders</li>
          <li>New features</li>
        </ul>
      </div>
    </DashboardCard>
  );
}
