import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Lock, Send } from 'lucide-react';
import {
  BOOKING_FORM_MESSAGES as M,
  PAYMENT_MESSAGES as P,
  paymentAuthorizationFailedMessage,
  paymentFailedMessage,
} from '@cuepoint/domain/booking/request-rules';
import {
  AUTHENTICATION_MESSAGES,
  CHARGE_RULE,
  type STRATEGY_EXPLANATIONS,
} from '@cuepoint/domain/booking/payment-modal-messages';
import { ApiError } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Spinner } from '../../../ui/feedback.tsx';
import { Modal } from '../../../ui/modal.tsx';
import {
  authorizePayment,
  fetchPaymentsConfig,
  submitBookingRequest,
  type TAuthorization,
  type TBookingAudience,
  type TBookingRequestBody,
  type TBookingRequestListed,
  type TIntentReference,
} from '../booking-api.ts';
import { paymentMetadata } from '../request-form/request-draft.ts';
import type { CardConfirmer } from './card-confirmer.ts';
import { CardEntry } from './card-entry.tsx';
import {
  authorizationFailure,
  duplicateOf,
  intentOf,
  referenceOf,
  type IntentToConfirm,
} from './payment-outcome.ts';
import {
  clearPendingBooking,
  newAttemptId,
  pageOf,
  returnUrl,
  savePendingBooking,
  type ResumedBooking,
} from './pending-booking.ts';
import { leavePageFor } from './leave-page.ts';
import {
  clearPaymentAttempt,
  markAttemptSecured,
  savePaymentAttempt,
  type PaymentAttempt,
} from './payment-attempt.ts';
import { DuplicateNotice } from './duplicate-notice.tsx';
import { PaymentSummary } from './payment-summary.tsx';

/** How a failed authorization is told: inside the modal (venue), or on the form with the modal closed (enthusiast). */
export type FailureMode = 'inline' | 'close';

/**
 * Another use of the card step than a new request's submit: what to authorize and what to send with the secured
 * intent (a booking's new authorization). `key` names it in the record kept for the bank's 3-D Secure page.
 */
export type PaymentFlow = {
  key: string;
  authorize(attemptId: string): Promise<TAuthorization>;
  /** Sends the secured intent; answers the message to show. */
  submit(reference: TIntentReference, attemptId: string): Promise<string>;
  progressLabel: string;
  /** The customer's saved card is confirmed again (nothing to type) instead of a new card. */
  savedCard?: boolean;
  onDone(message: string): void;
  /** The modal's words about the card for this flow, in place of a booking request's. */
  copy?: {
    chargeRule: string;
    explanations: typeof STRATEGY_EXPLANATIONS;
    resuming: string;
  };
};

export type PaymentModalProps = {
  audience: TBookingAudience;
  failureMode: FailureMode;
  body: TBookingRequestBody | null;
  /** When set, the modal authorizes and submits this instead of a new request (body unused). */
  flow?: PaymentFlow;
  /** The form's state, kept for the way back from the bank's verification page. */
  draft: unknown;
  resume: ResumedBooking | null;
  /** The payment step this tab left unfinished (a reload): its key and, once secured, its card are used again. */
  attempt?: PaymentAttempt | null;
  onClose(): void;
  onSubmitted(request: TBookingRequestListed, message: string): void;
  /** The form shows 'Payment authorization failed: {reason}' (failureMode close). */
  onAuthorizationFailed(message: string): void;
  /** Where focus goes when the modal closes instead of the button that opened it (the form's failure notice). */
  focusOnClose?: () => HTMLElement | null | undefined;
};

type Secured = { authorization: TAuthorization; intent: IntentToConfirm };
const securedOf = ({ authorization, intent }: Secured): Secured => ({ authorization, intent });
/** A resumed attempt submits its secured card without asking the payment step again. */
type MaybeSecured = Partial<Secured>;
const maybeSecuredOf = ({ authorization, intent }: MaybeSecured): MaybeSecured =>
  authorization && intent ? { authorization, intent } : {};
type Phase =
  | { kind: 'authorizing' }
  | { kind: 'authorize-failed'; error: string }
  | ({ kind: 'ready'; error: string | null } & Secured)
  | ({ kind: 'confirming' } & Secured)
  | { kind: 'redirecting' }
  | ({ kind: 'submitting'; reference: TIntentReference } & MaybeSecured)
  | ({ kind: 'submit-failed'; reference: TIntentReference; error: string } & MaybeSecured)
  /** The customer already asked for this booking: see that request, or send this one anyway. */
  | { kind: 'duplicate'; existingId: number | null; after: 'authorize' | 'submit' };

/**
 * Why the submit failed (docs/product/payments.md): the server's words; else 'Failed to submit booking request' when
 * the server refused it without saying why, and '… Please try again.' when it could not be reached or failed on its
 * side.
 */
function submitFailure(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { error?: unknown } | undefined) : undefined;
  if (typeof body?.error === 'string' && body.error) return body.error;
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused ? M.submitFailed : M.submitFailedRetry;
}

/**
 * 'Secure Your Booking' (docs/product/payments.md): asks the server to authorize (POST /payment-authorize.php) and
 * shows its summary, takes the card (the own form in test mode, Stripe Elements with a publishable key) and confirms
 * the intent with it; a card needing 3-D Secure goes to the bank's page and comes back here. Then the request is
 * submitted with the intent's id and this attempt's Idempotency-Key, so a retried submit never makes a second request.
 */
export default function PaymentModal({
  audience,
  failureMode,
  body,
  flow,
  draft,
  resume,
  attempt,
  onClose,
  onSubmitted,
  onAuthorizationFailed,
  focusOnClose,
}: PaymentModalProps) {
  const location = useLocation();
  const [attemptId, setAttemptId] = useState(() => resume?.attemptId ?? attempt?.attemptId ?? newAttemptId());
  const [allowDuplicate, setAllowDuplicate] = useState(attempt?.allowDuplicate ?? false);
  const [phase, setPhase] = useState<Phase>(() =>
    resume
      ? { kind: 'submitting', ...securedOf(resume), reference: referenceOf(resume.intent) }
      : attempt?.secured
        ? { kind: 'submitting', reference: attempt.secured }
        : { kind: 'authorizing' },
  );
  const config = useQuery({
    queryKey: ['payments-config'],
    queryFn: fetchPaymentsConfig,
    staleTime: Infinity,
  });
  const confirmerRef = useRef<CardConfirmer | null>(null);
  const started = useRef(false);

  function failed(message: string, next: Phase) {
    if (failureMode === 'close') {
      onAuthorizationFailed(paymentAuthorizationFailedMessage(message));
      return;
    }
    setPhase(next);
  }

  /** Keeps this attempt in the tab (a new request only) until it is submitted: a reload resumes it. */
  function remember(id: string, anyway: boolean) {
    if (flow || !body) return;
    savePaymentAttempt({
      attemptId: id,
      page: pageOf(location),
      audience,
      body,
      draft,
      allowDuplicate: anyway,
      secured: null,
      savedAt: Date.now(),
    });
  }

  async function authorize(id = attemptId, anyway = allowDuplicate) {
    setPhase({ kind: 'authorizing' });
    try {
      const authorization = flow
        ? await flow.authorize(`authorize-${id}`)
        : await authorizePayment(paymentMetadata(body!, audience, anyway), `authorize-${id}`);
      const intent = intentOf(authorization);
      if (!intent) {
        failed(P.noIntent, { kind: 'authorize-failed', error: paymentFailedMessage(P.noIntent) });
        return;
      }
      setPhase({ kind: 'ready', error: null, authorization, intent });
    } catch (error) {
      const duplicate = flow ? undefined : duplicateOf(error);
      if (duplicate) {
        setPhase({ kind: 'duplicate', existingId: duplicate.existingId, after: 'authorize' });
        return;
      }
      const reason = authorizationFailure(error);
      failed(reason, { kind: 'authorize-failed', error: paymentFailedMessage(reason) });
    }
  }

  async function submit(from: MaybeSecured, reference: TIntentReference) {
    const secured = maybeSecuredOf(from);
    setPhase({ kind: 'submitting', ...secured, reference });
    markAttemptSecured(attemptId, reference);
    try {
      if (flow) {
        const message = await flow.submit(reference, attemptId);
        clearPendingBooking();
        flow.onDone(message);
        return;
      }
      const answer = await submitBookingRequest(
        audience,
        { ...body!, ...reference, ...(allowDuplicate ? { allow_duplicate: true } : {}) },
        attemptId,
      );
      clearPendingBooking();
      clearPaymentAttempt();
      onSubmitted(answer.data, answer.message || M.submitted);
    } catch (error) {
      const duplicate = flow ? undefined : duplicateOf(error);
      if (duplicate) {
        // The server released this card's hold: sending it anyway secures the card again, as a new attempt.
        clearPaymentAttempt();
        setPhase({ kind: 'duplicate', existingId: duplicate.existingId, after: 'submit' });
        return;
      }
      setPhase({ kind: 'submit-failed', ...secured, reference, error: submitFailure(error) });
    }
  }

  /** 'Send anyway': the payment step again with allow_duplicate (a new attempt when the old card was released). */
  function sendAnyway(after: 'authorize' | 'submit') {
    const id = after === 'submit' ? newAttemptId() : attemptId;
    setAttemptId(id);
    setAllowDuplicate(true);
    remember(id, true);
    void authorize(id, true);
  }

  async function secure(from: Secured) {
    const secured = securedOf(from);
    const confirm = confirmerRef.current;
    if (!confirm) {
      failed(P.cardElementMissing, {
        kind: 'ready',
        ...secured,
        error: paymentFailedMessage(P.cardElementMissing),
      });
      return;
    }
    setPhase({ kind: 'confirming', ...secured });
    const page = pageOf(location);
    const outcome = await confirm(secured.intent, returnUrl(window.location.origin, page, attemptId)).catch(
      (): { kind: 'failed'; message: string } => ({ kind: 'failed', message: P.unexpected }),
    );
    if (outcome.kind === 'invalid') setPhase({ kind: 'ready', ...secured, error: null });
    else if (outcome.kind === 'failed')
      failed(outcome.message, { kind: 'ready', ...secured, error: paymentFailedMessage(outcome.message) });
    else if (outcome.kind === 'requires_action') {
      savePendingBooking({
        attemptId,
        page,
        audience,
        body,
        draft,
        ...secured,
        savedAt: Date.now(),
        ...(flow ? { flowKey: flow.key } : {}),
      });
      setPhase({ kind: 'redirecting' });
      leavePageFor(outcome.url);
    } else await submit(secured, outcome.reference);
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!resume && attempt?.secured) void submit({}, attempt.secured);
    else if (!resume) {
      remember(attemptId, allowDuplicate);
      void authorize();
    } else if (resume.authenticationFailed) {
      clearPendingBooking();
      failed(AUTHENTICATION_MESSAGES.failed, {
        kind: 'ready',
        ...securedOf(resume),
        error: paymentFailedMessage(AUTHENTICATION_MESSAGES.failed),
      });
    } else void submit(resume, referenceOf(resume.intent));
    // Once per opening: the authorization (or the resumed submit) is this attempt's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const busy = phase.kind === 'confirming' || phase.kind === 'submitting' || phase.kind === 'redirecting';
  const withCard = phase.kind === 'ready' || phase.kind === 'confirming';

  return (
    <Modal
      open
      size="lg"
      title={P.modalTitle}
      description={flow?.copy?.chargeRule ?? CHARGE_RULE}
      focusOnClose={focusOnClose}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <form
        noValidate
        aria-label="Card payment"
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (phase.kind === 'ready') void secure(phase);
        }}
      >
        {phase.kind === 'authorizing' ? <Spinner label="Preparing your payment summary…" /> : null}
        {phase.kind === 'authorize-failed' ? <Alert tone="error">{phase.error}</Alert> : null}
        {'authorization' in phase && phase.authorization ? (
          <PaymentSummary amounts={phase.authorization.amounts} explanations={flow?.copy?.explanations} />
        ) : null}
        {phase.kind === 'ready' && phase.error ? <Alert tone="error">{phase.error}</Alert> : null}
        {withCard ? (
          <CardEntry
            config={config}
            savedCard={flow?.savedCard === true}
            confirmerRef={confirmerRef}
            disabled={busy}
            // A failure told about the card is not about the one typed since.
            onCardChange={() =>
              setPhase((now) => (now.kind === 'ready' && now.error ? { ...now, error: null } : now))
            }
          />
        ) : null}
        {phase.kind === 'redirecting' ? <Spinner label={AUTHENTICATION_MESSAGES.redirecting} /> : null}
        {phase.kind === 'submitting' ? (
          <Spinner
            label={
              resume
                ? (flow?.copy?.resuming ?? AUTHENTICATION_MESSAGES.resuming)
                : (flow?.progressLabel ?? 'Sending your booking request…')
            }
          />
        ) : null}
        {phase.kind === 'submit-failed' ? <Alert tone="error">{phase.error}</Alert> : null}
        {phase.kind === 'duplicate' ? (
          <DuplicateNotice audience={audience} existingId={phase.existingId} />
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            // Pressing Cancel leaves focus where it is: a card field left for it would show its problem, move the
            // button away under the pointer and lose the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={onClose}
            disabled={busy}
          >
            Cancel
          </Button>
          {phase.kind === 'authorize-failed' ? (
            <Button onClick={() => void authorize()}>Try again</Button>
          ) : phase.kind === 'submit-failed' ? (
            <Button onClick={() => void submit(phase, phase.reference)}>Try again</Button>
          ) : phase.kind === 'duplicate' ? (
            <Button onClick={() => sendAnyway(phase.after)} icon={<Send className="size-4" aria-hidden />}>
              Send anyway
            </Button>
          ) : (
            <Button
              type="submit"
              icon={<Lock className="size-4" aria-hidden />}
              busy={phase.kind === 'confirming' || phase.kind === 'submitting'}
              disabled={phase.kind !== 'ready' || config.isPending}
            >
              {P.secureButton}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
