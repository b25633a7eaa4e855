import { lazy, Suspense } from 'react';

// The bell and everything behind it (the list, the push dialog and prompt, the live count) load only for signed-in
// users, after the page: visitors' first load carries none of it.
const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/** The header's notification bell, for a signed-in user; nothing for a visitor. */
export function HeaderNotifications({ userType }: { userType: string | undefined }) {
  if (!userType) return null;
  return (
    <Suspense fallback={<span className="inline-block size-9" aria-hidden />}>
      <NotificationBell userType={userType} />
    </Suspense>
  );
}
