import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, FileSignature } from 'lucide-react';
import {
  CANCELLATION_NOTICE_LABELS,
  PAYMENT_TERMS_LABELS,
  type TBooking,
} from '@cuepoint/domain/booking/booking-api';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { Button, ButtonLink } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/field.tsx';
import { Alert, Spinner } from '../../../../ui/feedback.tsx';
import { Container } from '../../../../ui/layout.tsx';
import { callFailure } from '../../offers/form-errors.ts';
import { refreshNegotiation } from '../../offers/offers-api.ts';
import { DjAvatar } from '../../offers/dj-avatar.tsx';
import { SignedInOnly } from '../booking-access.tsx';
import { AmountsFacts, EventFacts } from '../booking-sections.tsx';
import { BookingStatusBadge } from '../booking-status-badge.tsx';
import { confirmBooking } from '../bookings-api.ts';
import { readBookingId, useBooking } from '../use-booking.ts';
import { AuthorizeStep, flowKeyOf } from './authorize-step.tsx';
import { pendingBookingFor } from '../../payment/pending-booking.ts';
import {
  changesDjTerms,
  checkContract,
  initialContract,
  type ContractDraft,
  type ContractErrors,
} from './contract-draft.ts';
import { ContractFields } from './contract-step.tsx';
import { StepFrame, StepList } from './step-frame.tsx';
import { isAtRisk, SecureBookingPanel } from '../secure-booking-panel.tsx';

type Step = 'review' | 'authorize' | 'contract' | 'confirmation';
const TITLES: Record<Step, string> = {
  review: 'Review',
  authorize: 'Authorize',
  contract: 'Contract',
  confirmation: 'Confirmation',
};

function Summary({ draft, booking }: { draft: ContractDraft; booking: TBooking }) {
  return (
    <dl className="grid gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-mist-400">DJ</dt>
        <dd className="text-mist-100">{booking.dj_name}</dd>
      </div>
      <div>
        <dt className="text-mist-400">Agreed price</dt>
        <dd className="text-mist-100">{formatMajor(booking.amounts.customer_pays, booking.currency)}</dd>
      </div>
      <div>
        <dt className="text-mist-400">Payment terms</dt>
        <dd className="text-mist-100">{PAYMENT_TERMS_LABELS[draft.payment_terms]}</dd>
      </div>
      <div>
        <dt className="text-mist-400">Cancellation notice</dt>
        <dd className="text-mist-100">{CANCELLATION_NOTICE_LABELS[draft.cancellation_notice_hours]}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-mist-400">Equipment provided</dt>
        <dd className="text-mist-100">{draft.equipment_provided.join(', ') || 'None listed'}</dd>
      </div>
      {draft.special_requirements.trim() ? (
        <div className="sm:col-span-2">
          <dt className="text-mist-400">Special requirements</dt>
          <dd className="whitespace-pre-line text-mist-100">{draft.special_requirements.trim()}</dd>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <dt className="text-mist-400">Additional terms</dt>
        <dd className="whitespace-pre-line text-mist-100">{draft.additional_terms.trim() || 'None'}</dd>
      </div>
    </dl>
  );
}

const AUTHORIZE_FIRST = 'Authorize your card for the agreed price first.';

/**
 * The three steps (docs/product/offers-and-contracts.md): review the booking, fill in the contract, confirm it behind
 * the agreement checkbox; an Authorize step comes after the review when the card must secure a higher price first.
 */
export function ConfirmFlow({ booking }: { booking: TBooking }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // Fixed at the start: the step stays in the list once the card is authorized.
  const [steps] = useState<Step[]>(() =>
    booking.needs_authorization
      ? ['review', 'authorize', 'contract', 'confirmation']
      : ['review', 'contract', 'confirmation'],
  );
  // Back from the bank's 3-D Secure page, the flow opens where it left: the Authorize step finishes the payment.
  const location = useLocation();
  const [index, setIndex] = useState(() =>
    steps.includes('authorize') && pendingBookingFor(location, Date.now())?.flowKey === flowKeyOf(booking.id)
      ? steps.indexOf('authorize')
      : 0,
  );
  const [moved, setMoved] = useState(false);
  const [draft, setDraft] = useState<ContractDraft>(() => initialContract(booking));
  const [errors, setErrors] = useState<ContractErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Next pressed before the card was authorized: said while it is still so (it goes once the card secures the price).
  const [askedToAuthorize, setAskedToAuthorize] = useState(false);
  // Secured in this flow: the booking's own answer follows once it is read again.
  const [securedHere, setSecuredHere] = useState(false);
  const needsAuthorization = booking.needs_authorization && !securedHere;
  const [busy, setBusy] = useState(false);
  const step = steps[index]!;

  const go = (next: number) => {
    setIndex(next);
    setMoved(true);
    setFailure(null);
    setAskedToAuthorize(false);
  };
  const change = (changes: Partial<ContractDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as keyof ContractErrors];
      return next;
    });
  };

  function next() {
    if (step === 'authorize' && needsAuthorization) {
      setAskedToAuthorize(true);
      return;
    }
    if (step === 'contract') {
      const checked = checkContract(draft, false);
      setErrors(checked.errors);
      if (!checked.body) return;
      setDraft((current) => ({ ...current, equipment_provided: checked.body!.equipment_provided }));
    }
    go(index + 1);
  }

  async function confirm() {
    setFailure(null);
    const checked = checkContract(draft, true);
    setErrors(checked.errors);
    if (!checked.body) return;
    setBusy(true);
    try {
      const answered = await confirmBooking(booking.id, checked.body);
      refreshNegotiation(client);
      void navigate(`/bookings/${booking.id}`, {
        state: {
          bookingNotice:
            answered.status === 'awaiting_dj_agreement'
              ? `Your terms were sent to ${booking.dj_name}. The booking is confirmed once ${booking.dj_name} agrees.`
              : `Booking confirmed with ${booking.dj_name}. The contract was sent to the DJ.`,
        },
      });
    } catch (error) {
      setFailure(callFailure(error));
      setBusy(false);
    }
  }

  return (
    <>
      <StepList steps={steps.map((id) => TITLES[id])} current={index} />
      <StepFrame title={`Step ${index + 1} of ${steps.length}: ${TITLES[step]}`} focusOnOpen={moved}>
        {step === 'review' ? (
          <>
            {booking.terms_declined ? (
              <Alert tone="info">
                {booking.dj_name} did not agree to your terms: “{booking.terms_declined.message}”
              </Alert>
            ) : null}
            <div className="flex items-center gap-3">
              <DjAvatar image={booking.dj_image} />
              <div>
                <p className="font-semibold text-mist-100">{booking.dj_name}</p>
                <BookingStatusBadge status={booking.status} />
              </div>
            </div>
            <EventFacts booking={booking} />
            <AmountsFacts booking={booking} reader="customer" />
          </>
        ) : step === 'authorize' ? (
          <AuthorizeStep booking={booking} onSecured={() => setSecuredHere(true)} />
        ) : step === 'contract' ? (
          <ContractFields booking={booking} draft={draft} errors={errors} onChange={change} />
        ) : (
          <>
            <Summary draft={draft} booking={booking} />
            {changesDjTerms(draft, booking) ? (
              <Alert tone="info">
                These terms differ from {booking.dj_name}’s: the booking is confirmed once {booking.dj_name}{' '}
                agrees.
              </Alert>
            ) : null}
            <div className="flex flex-col gap-1.5">
              <Checkbox
                label="I agree to the contract terms"
                description={`I book ${booking.dj_name} for ${formatMajor(booking.amounts.customer_pays, booking.currency)} under these terms; my card is charged 24 hours before the event.`}
                checked={draft.agree}
                aria-invalid={errors.agree ? true : undefined}
                aria-describedby={errors.agree ? 'agree-error' : undefined}
                onChange={(event) => change({ agree: event.target.checked })}
              />
              {errors.agree ? (
                <p id="agree-error" role="alert" className="text-sm text-red-300">
                  {errors.agree}
                </p>
              ) : null}
            </div>
          </>
        )}
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        {askedToAuthorize && needsAuthorization ? <Alert tone="error">{AUTHORIZE_FIRST}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {index > 0 ? (
            <Button
              variant="outline"
              onClick={() => go(index - 1)}
              disabled={busy}
              icon={<ArrowLeft className="size-4" aria-hidden />}
            >
              Back
            </Button>
          ) : (
            <span />
          )}
          {step === 'confirmation' ? (
            <Button
              busy={busy}
              onClick={() => void confirm()}
              icon={<FileSignature className="size-4" aria-hidden />}
            >
              Confirm booking
            </Button>
          ) : (
            <Button onClick={next} icon={<ArrowRight className="size-4" aria-hidden />}>
              Next
            </Button>
          )}
        </div>
      </StepFrame>
    </>
  );
}

function ConfirmView() {
  const params = useParams();
  const id = readBookingId(params['id']);
  const booking = useBooking(id);
  const back = (
    <ButtonLink
      to={id ? `/bookings/${id}` : '/'}
      variant="ghost"
      size="sm"
      className="-ml-3 mb-4"
      icon={<ArrowLeft className="size-4" aria-hidden />}
    >
      Back to the booking
    </ButtonLink>
  );
  let body;
  if (id === null || booking.isError)
    body = (
      <Alert tone="error">
        This booking could not be loaded: {booking.error?.message ?? 'Booking not found'}
      </Alert>
    );
  else if (booking.isPending) body = <Spinner label="Loading the booking…" />;
  // Confirmed, but its saved card failed: what is left to do is to secure it.
  else if (isAtRisk(booking.data))
    body = (
      <div className="flex flex-col gap-4">
        <Alert tone="info">This booking is confirmed, but your card does not secure it yet.</Alert>
        <SecureBookingPanel booking={booking.data} />
      </div>
    );
  else if (booking.data.status !== 'awaiting_confirmation')
    body = (
      <Alert tone="info">
        This booking is{' '}
        {booking.data.status === 'confirmed'
          ? 'confirmed already'
          : booking.data.status === 'awaiting_dj_agreement'
            ? `waiting for ${booking.data.dj_name} to agree to your terms`
            : 'no longer awaiting confirmation'}
        .
      </Alert>
    );
  else body = <ConfirmFlow booking={booking.data} />;
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      {back}
      <h1 className="mb-6 text-3xl font-bold sm:text-4xl">Confirm your booking</h1>
      {body}
    </Container>
  );
}

/** /bookings/:id/confirm: the customer confirms the booking a DJ's acceptance made. */
export function ConfirmBookingPage() {
  usePageTitle('Confirm your booking', 'Review the booking, agree the contract and confirm it.');
  return (
    <SignedInOnly>
      {(_user, reader) =>
        reader === 'dj' ? (
          <Container className="max-w-xl py-16">
            <Alert tone="info">Only the customer confirms a booking. You are told once they have.</Alert>
          </Container>
        ) : (
          <ConfirmView />
        )
      }
    </SignedInOnly>
  );
}
