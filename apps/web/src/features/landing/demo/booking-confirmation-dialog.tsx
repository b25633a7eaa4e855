import { useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { DEFAULT_CANCELLATION_NOTICE_HOURS, DEFAULT_PAYMENT_TERMS } from '@cuepoint/domain/booking/contract';
import {
  CONFIRMATION_STEPS,
  confirmBlocker,
  LAST_CONFIRMATION_STEP,
  nextStep,
  previousStep,
  type TConfirmationStep,
} from '@cuepoint/domain/demo/booking-confirmation-steps';
import { DEMO_DELAYS_MS } from '@cuepoint/domain/demo/demo-delays';
import { formatCalendarDate } from '../../../lib/format.ts';
import { formatMajor } from '@cuepoint/domain/money/format-money';
import { Button } from '../../../ui/button.tsx';
import { Checkbox, FieldError } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import type { ContractDraft } from '../../booking/bookings/confirm/contract-draft.ts';
import { ContractFields } from '../../booking/bookings/confirm/contract-step.tsx';
import { StepFrame, StepList } from '../../booking/bookings/confirm/step-frame.tsx';
import type { DemoBooking } from './demo-booking.ts';
import { demoPause } from './demo-pause.ts';

const INITIAL_CONTRACT: ContractDraft = {
  payment_terms: DEFAULT_PAYMENT_TERMS,
  cancellation_notice_hours: DEFAULT_CANCELLATION_NOTICE_HOURS,
  equipment_provided: ['CDJ-3000 ×2', 'DJM-900NXS2 mixer'],
  additional_terms: '',
  special_requirements: '',
  agree: false,
};

function Review({ booking }: { booking: DemoBooking }) {
  const rows: Array<[string, string]> = [
    ['DJ', `${booking.djName} (${booking.djEmail})`],
    ['Event type', booking.eventType === 'remote' ? 'Remote stream' : 'In person'],
    ['Date and time', `${formatCalendarDate(booking.eventDate)}, ${booking.eventTime}`],
    ['Duration', `${booking.durationHours.toFixed(1)} hours`],
    ['Venue', `${booking.venue}, ${booking.venueAddress}`],
    ['Final amount', formatMajor(booking.finalAmount, booking.currency)],
    ['Event', booking.eventDescription],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-mist-400">{label}</dt>
          <dd className="break-words text-mist-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The demo's booking confirmation (docs/product/content.md): review, contract and confirmation, Next and Back between
 * them, the final confirm behind the agreement checkbox. It ends on the page: nothing is sent anywhere.
 */
export function BookingConfirmationDialog({
  booking,
  onClose,
  onConfirmed,
}: {
  booking: DemoBooking | null;
  onClose(): void;
  onConfirmed(): void;
}) {
  const [step, setStep] = useState<TConfirmationStep>(0);
  const [moved, setMoved] = useState(false);
  const [draft, setDraft] = useState<ContractDraft>(INITIAL_CONTRACT);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** Counts the dialog's openings: a confirmation still pausing when it was closed ends in nothing. */
  const session = useRef(0);

  const close = () => {
    session.current += 1;
    setConfirming(false);
    setStep(0);
    setMoved(false);
    setDraft(INITIAL_CONTRACT);
    setProblem(null);
    setDone(false);
    onClose();
  };
  const go = (next: TConfirmationStep) => {
    setMoved(true);
    setProblem(null);
    setStep(next);
  };
  const confirm = () => {
    const blocker = confirmBlocker(step, draft.agree);
    setProblem(blocker);
    if (blocker) return;
    const current = session.current;
    setConfirming(true);
    void demoPause(DEMO_DELAYS_MS.bookingConfirm).then(() => {
      if (session.current !== current) return;
      setConfirming(false);
      setDone(true);
      onConfirmed();
    });
  };

  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Confirm Booking"
      size="lg"
    >
      {booking && done ? (
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2 className="size-12 text-emerald-300" aria-hidden />
          <p className="font-display text-2xl font-semibold">Booking confirmed</p>
          <p className="text-mist-300">
            {booking.djName} plays {formatCalendarDate(booking.eventDate)} at {booking.eventTime} for{' '}
            {formatMajor(booking.finalAmount, booking.currency)}. On your own dashboard, this sends the signed
            contract to the DJ.
          </p>
          <Button className="mt-3" onClick={close}>
            Done
          </Button>
        </div>
      ) : booking ? (
        <div>
          <StepList steps={CONFIRMATION_STEPS} current={step} />
          <StepFrame title={CONFIRMATION_STEPS[step]} focusOnOpen={moved}>
            {step === 0 ? <Review booking={booking} /> : null}
            {step === 1 ? (
              <ContractFields
                draft={draft}
                errors={{}}
                onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
              />
            ) : null}
            {step === LAST_CONFIRMATION_STEP ? (
              <div className="flex flex-col gap-4">
                <p className="text-mist-300">
                  {booking.djName} · {formatCalendarDate(booking.eventDate)} · {booking.eventTime} ·{' '}
                  {formatMajor(booking.finalAmount, booking.currency)}
                </p>
                <Checkbox
                  label="I agree to the contract terms"
                  checked={draft.agree}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? 'demo-agree-error' : undefined}
                  onChange={(event) => setDraft((current) => ({ ...current, agree: event.target.checked }))}
                />
                <FieldError id="demo-agree-error">{problem}</FieldError>
              </div>
            ) : null}
          </StepFrame>
          <div className="mt-8 flex flex-wrap justify-between gap-3">
            <Button
              variant="outline"
              onClick={() => go(previousStep(step))}
              disabled={step === 0 || confirming}
            >
              Back
            </Button>
            {step === LAST_CONFIRMATION_STEP ? (
              <Button onClick={confirm} busy={confirming}>
                {confirming ? 'Confirming…' : 'Confirm Booking'}
              </Button>
            ) : (
              <Button onClick={() => go(nextStep(step))}>Next</Button>
            )}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
