import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../ui/feedback.tsx';
import type { TBookingAudience, TBookingRequestBody, TBookingRequestListed } from '../booking-api.ts';
import { RETURN_PARAM } from '../return-param.ts';
import { pendingBookingFor, type ResumedBooking } from './pending-booking.ts';
import { clearPaymentAttempt, paymentAttemptFor, type PaymentAttempt } from './payment-attempt.ts';
import { EMAIL_NOT_VERIFIED } from '@cuepoint/domain/accounts/messages';
import { useAuth } from '../../accounts/auth-context.tsx';

const PaymentModal = lazy(() => import('./payment-modal.tsx'));

/** Stripe's parameters the bank's page adds to the return address. */
const RETURN_EXTRAS = [
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'redirect_status',
];

type Step = {
  body: TBookingRequestBody;
  draft: unknown;
  resume: ResumedBooking | null;
  attempt: PaymentAttempt | null;
};

/**
 * The payment step of a booking form: opens 'Secure Your Booking' for a request, and on the way back from the bank's
 * 3-D Secure page, or after a reload mid-payment, finds the attempt this tab kept, gives back the form's state and
 * resumes it with the same Idempotency-Key (payment-attempt.ts). A failed
 * authorization is the form's notice on the enthusiast side ('Payment authorization failed: …', modal closed) and
 * stays in the modal for venues.
 */
export function usePaymentStep<TDraft>({
  audience,
  onSubmitted,
}: {
  audience: TBookingAudience;
  onSubmitted(request: TBookingRequestListed, message: string): void;
}): {
  resumedDraft: TDraft | undefined;
  notice: string | null;
  /** The form's alert showing `notice`: focus goes there when the modal closes on a failure (on a phone it is far up). */
  noticeRef: RefObject<HTMLDivElement | null>;
  clearNotice(): void;
  /** Opens the payment step for the request; the form's state is kept for the way back from the bank. */
  open(body: TBookingRequestBody, draft: TDraft): void;
  modal: ReactNode;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [resumed] = useState(() => {
    const pending = pendingBookingFor(location, Date.now());
    return pending && pending.audience === audience && pending.body && !pending.flowKey ? pending : null;
  });
  const [attempt] = useState(() => paymentAttemptFor(location, audience, Date.now()));
  const [step, setStep] = useState<Step | null>(() => {
    // Back from the bank's page: that attempt (and its choice to send a duplicate anyway) goes on.
    if (resumed?.body)
      return {
        body: resumed.body,
        draft: resumed.draft,
        resume: resumed,
        attempt: attempt?.attemptId === resumed.attemptId ? attempt : null,
      };
    return attempt ? { body: attempt.body, draft: attempt.draft, resume: null, attempt } : null;
  });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement | null>(null);
  // The notice sits at the top of a long form, out of view on a phone where the submit button was pressed: bring it
  // into view and read it first (a closing modal sends focus there too, see focusOnClose).
  useEffect(() => {
    const element = notice ? noticeRef.current : null;
    element?.focus({ preventScroll: true });
    element?.scrollIntoView?.({ block: 'center' });
  }, [notice]);

  function close() {
    setStep(null);
    // Submitted or cancelled: a reload starts a new payment step.
    clearPaymentAttempt();
    const params = new URLSearchParams(location.search);
    if (!params.has(RETURN_PARAM)) return;
    for (const key of [RETURN_PARAM, ...RETURN_EXTRAS]) params.delete(key);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, preventScrollReset: true },
    );
  }

  const modal = step ? (
    <Suspense fallback={<Spinner label="Opening the secure payment…" />}>
      <PaymentModal
        audience={audience}
        failureMode={audience === 'enthusiast' ? 'close' : 'inline'}
        body={step.body}
        draft={step.draft}
        resume={step.resume}
        attempt={step.attempt}
        onClose={close}
        onSubmitted={(request, message) => {
          close();
          onSubmitted(request, message);
        }}
        onAuthorizationFailed={(message) => {
          close();
          setNotice(message);
        }}
        focusOnClose={() => noticeRef.current}
      />
    </Suspense>
  ) : null;

  return {
    resumedDraft: (resumed?.draft ?? attempt?.draft) as TDraft | undefined,
    notice,
    noticeRef,
    clearNotice: () => setNotice(null),
    open: (body, draft) => {
      setNotice(null);
      if (auth.user?.email_verified !== false) {
        setStep({ body, draft, resume: null, attempt: null });
        return;
      }
      // An account that has not verified its address cannot book yet (decision record 043): say so, without a card
      // form and a 'Payment authorization failed' that would blame the card; the banner above offers the link. The
      // session is read again first: the link may have been opened in another tab since this page loaded.
      void auth.refresh().then((current) => {
        if (current?.email_verified === false) setNotice(EMAIL_NOT_VERIFIED);
        else setStep({ body, draft, resume: null, attempt: null });
      });
    },
    modal,
  };
}
