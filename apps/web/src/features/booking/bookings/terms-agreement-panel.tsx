import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Undo2 } from 'lucide-react';
import {
  CANCELLATION_NOTICE_LABELS,
  PAYMENT_TERMS_LABELS,
  type TBooking,
} from '@cuepoint/domain/booking/booking-api';
import {
  DECLINE_TERMS_MESSAGE_MAX_LENGTH,
  TERMS_AGREEMENT_MESSAGES,
} from '@cuepoint/domain/booking/terms-agreement';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { refreshNegotiation } from '../offers/offers-api.ts';
import { ReasonDialog } from '../offers/reason-dialog.tsx';
import { useCall } from '../offers/use-call.ts';
import type { Reader } from './booking-sections.tsx';
import { agreeToTerms, declineTerms } from './bookings-api.ts';

type Line = { term: string; offered: string; proposed: string };

/** The two terms the DJ agrees to, as offered and as the customer proposes them. */
function linesOf(booking: TBooking): Line[] {
  const proposed = booking.terms;
  if (!proposed) return [];
  return [
    {
      term: 'Payment terms',
      offered: PAYMENT_TERMS_LABELS[booking.dj_terms.payment_terms],
      proposed: PAYMENT_TERMS_LABELS[proposed.payment_terms],
    },
    {
      term: 'Cancellation notice',
      offered: CANCELLATION_NOTICE_LABELS[booking.dj_terms.cancellation_notice_hours],
      proposed: CANCELLATION_NOTICE_LABELS[proposed.cancellation_notice_hours],
    },
  ];
}

/** The DJ's terms beside the customer's, each changed one marked. */
function TermsSideBySide({ booking }: { booking: TBooking }) {
  return (
    <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
      <caption className="sr-only">Your terms beside the terms {booking.customer_name} proposes</caption>
      <thead>
        <tr className="text-left text-mist-400">
          <th scope="col" className="w-[34%] pb-2 font-medium">
            Term
          </th>
          <th scope="col" className="pb-2 font-medium">
            You offered
          </th>
          <th scope="col" className="pb-2 font-medium">
            {booking.customer_name} proposes
          </th>
        </tr>
      </thead>
      <tbody>
        {linesOf(booking).map((line) => {
          const changed = line.offered !== line.proposed;
          return (
            <tr key={line.term}>
              <th
                scope="row"
                className="border-t border-ink-600 py-2.5 pr-2 text-left font-normal text-mist-300"
              >
                {line.term}
              </th>
              <td className="border-t border-ink-600 py-2.5 pr-2 text-mist-200">{line.offered}</td>
              <td className="border-t border-ink-600 py-2.5">
                <span className={changed ? 'font-semibold text-amber-200' : 'text-mist-200'}>
                  {line.proposed}
                </span>
                {changed ? (
                  <span className="ml-1.5 inline-block rounded-full bg-amber-400/15 px-2 py-0.5 text-xs text-amber-200">
                    Changed
                  </span>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The DJ's answer to terms the customer changed: agree (the booking is confirmed) or send them back with a message. */
function DjAgreement({ booking }: { booking: TBooking }) {
  const client = useQueryClient();
  const { busy, failure, run } = useCall();
  const [declining, setDeclining] = useState(false);

  async function agree() {
    await run(async () => {
      await agreeToTerms(booking.id);
      refreshNegotiation(client);
    });
  }

  return (
    <section
      aria-labelledby="terms-agreement-title"
      className="mb-6 flex flex-col gap-4 rounded-2xl border border-amber-400/40 bg-amber-400/5 p-5 sm:p-6"
    >
      <div>
        <h2 id="terms-agreement-title" className="font-display text-lg font-semibold">
          {booking.customer_name} proposes other terms
        </h2>
        <p className="mt-1 text-sm text-mist-300">
          The booking is confirmed once you agree. Send the terms back and {booking.customer_name} confirms
          again, with your terms or others.
        </p>
      </div>
      <TermsSideBySide booking={booking} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button busy={busy} onClick={() => void agree()} icon={<Check className="size-4" aria-hidden />}>
          Agree to these terms
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => setDeclining(true)}
          icon={<Undo2 className="size-4" aria-hidden />}
        >
          Send back
        </Button>
      </div>
      <ReasonDialog
        open={declining}
        onOpenChange={setDeclining}
        title="Send the terms back?"
        description={`${booking.customer_name} reads your message and confirms the booking again.`}
        label={`Message to ${booking.customer_name}`}
        requiredMessage={TERMS_AGREEMENT_MESSAGES.messageRequired}
        maxLength={DECLINE_TERMS_MESSAGE_MAX_LENGTH}
        confirmLabel="Send back"
        cancelLabel="Keep reviewing"
        onSubmit={async (message) => {
          await declineTerms(booking.id, message ?? '');
          refreshNegotiation(client);
        }}
      />
    </section>
  );
}

/**
 * Where a booking's terms stand between the two (decision record 029): the DJ answers terms the customer changed;
 * the customer reads that the DJ is asked, or why the DJ sent them back.
 */
export function TermsAgreementPanel({ booking, reader }: { booking: TBooking; reader: Reader }) {
  if (booking.status === 'awaiting_dj_agreement')
    return reader === 'dj' ? (
      <DjAgreement booking={booking} />
    ) : (
      <Alert tone="info" className="mb-6">
        Your terms were sent to {booking.dj_name}. The booking is confirmed once {booking.dj_name} agrees.
      </Alert>
    );
  if (booking.status === 'awaiting_confirmation' && booking.terms_declined)
    return (
      <Alert tone="info" className="mb-6">
        {reader === 'customer'
          ? `${booking.dj_name} did not agree to your terms: “${booking.terms_declined.message}” Confirm the booking again, with the DJ’s terms or others.`
          : `You sent the terms back: “${booking.terms_declined.message}” ${booking.customer_name} confirms again.`}
      </Alert>
    );
  return null;
}
