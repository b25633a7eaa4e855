import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CalendarPlus, PencilLine } from 'lucide-react';
import { canRequestBooking, PROFILE_BOOKING_MESSAGES } from '@cuepoint/domain/booking/profile-request-form';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import { useAuth } from '../accounts/auth-context.tsx';
import { useAuthModals } from '../accounts/auth-modals.tsx';
import { RETURN_PARAM } from '../booking/return-param.ts';
import { paymentAttemptFor } from '../booking/payment/payment-attempt.ts';

const ProfileBookingDialog = lazy(() => import('../booking/profile-form/profile-booking-dialog.tsx'));

/** What the page says while the booking dialog's code loads: on the way back from the bank, what is happening. */
export const BOOKING_DIALOG_LOADING = {
  returning: 'Finishing your booking request…',
  opening: 'Opening the booking form…',
} as const;

/**
 * "Book this DJ" (docs/product/djs.md): a signed-in venue or music enthusiast gets the booking request form (loaded on
 * demand, and opened again on the way back from the bank's 3-D Secure page or after a reload mid-payment); anyone else
 * reads that they must be signed in as one and gets the sign-up dialog carrying the DJ. The DJ sees a way to edit their
 * profile instead.
 */
export function BookDjButton({ djId, djName }: { djId: number; djName: string }) {
  const auth = useAuth();
  const modals = useAuthModals();
  const tooltipId = useId();
  const [params] = useSearchParams();
  const location = useLocation();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const customer = user && canRequestBooking(user.user_type) ? user.user_type : null;
  const returning = params.has(RETURN_PARAM);
  const [open, setOpen] = useState(false);
  // Escape hides the hint shown on hover or focus until the pointer leaves or focus moves on (WCAG 1.4.13).
  const [hintDismissed, setHintDismissed] = useState(false);
  useEffect(() => {
    if (!customer) return;
    if (returning || paymentAttemptFor(location, customer, Date.now())) setOpen(true);
    // The page's first render decides; the dialog's own steps change the address later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returning, customer]);

  if (user?.user_type === 'dj' && user.id === djId) {
    return (
      <ButtonLink to="/dj-dashboard" variant="outline" icon={<PencilLine className="size-4" aria-hidden />}>
        Edit your profile
      </ButtonLink>
    );
  }
  if (!customer || !user) {
    return (
      <span
        className="group relative inline-flex"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setHintDismissed(true);
        }}
        onPointerLeave={() => setHintDismissed(false)}
        onBlur={() => setHintDismissed(false)}
      >
        <Button
          onClick={() => modals.openSignUp({ djId, djName })}
          aria-describedby={tooltipId}
          icon={<CalendarPlus className="size-4" aria-hidden />}
        >
          Book this DJ
        </Button>
        <span
          id={tooltipId}
          role="tooltip"
          hidden={hintDismissed}
          className="pointer-events-none invisible absolute left-0 top-full z-30 mt-2 w-64 rounded-xl border border-ink-600 bg-ink-850 px-3 py-2 text-sm text-mist-200 opacity-0 shadow-2xl transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 sm:left-auto sm:right-0"
        >
          {PROFILE_BOOKING_MESSAGES.signInRequired}
        </span>
      </span>
    );
  }
  // Back from the bank's page the payment is finishing: the page says so from its first frame (the server's too) until
  // the dialog shows the outcome, never an empty moment while the dialog's code loads.
  const loading = (
    <Spinner
      label={returning ? BOOKING_DIALOG_LOADING.returning : BOOKING_DIALOG_LOADING.opening}
      className="text-sm"
    />
  );
  return (
    <>
      <Button onClick={() => setOpen(true)} icon={<CalendarPlus className="size-4" aria-hidden />}>
        Book this DJ
      </Button>
      {open ? (
        <Suspense fallback={loading}>
          <ProfileBookingDialog
            audience={customer}
            userId={user.id}
            djId={djId}
            djName={djName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : returning ? (
        loading
      ) : null}
    </>
  );
}
