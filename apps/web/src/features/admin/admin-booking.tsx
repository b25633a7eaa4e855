import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BOOKING_STATUS_LABELS } from '@cuepoint/domain/booking/booking-api';
import { PAYMENT_STATUS_LABELS } from '@cuepoint/domain/booking/states';
import { useHydrated } from '../../lib/use-client-values.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/field.tsx';
import { priceSummary } from '../booking/bookings/booking-format.ts';
import { HistoryList } from '../booking/bookings/booking-sections.tsx';
import { DisputeFacts } from '../disputes/booking-dispute.tsx';
import { fetchAdminBooking } from './admin-api.ts';
import { actionLabel, auditDetailText, formatAuditTime } from './audit-format.ts';

const NOT_A_BOOKING_NUMBER = 'Enter a booking number, like 42.';

/** Any booking by id: its parties, amounts, audit trail, dispute and what operators did about it. */
export function AdminBooking({ initialId }: { initialId: number | null }) {
  const [input, setInput] = useState(initialId ? String(initialId) : '');
  const [id, setId] = useState<number | null>(initialId);
  const [inputError, setInputError] = useState<string | undefined>();
  const hydrated = useHydrated();
  const booking = useQuery({
    queryKey: ['admin', 'booking', id ?? 0],
    queryFn: () => fetchAdminBooking(id!),
    enabled: id !== null,
  });
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const next = Number(input.trim());
          const valid = /^\d+$/.test(input.trim()) && Number.isSafeInteger(next) && next > 0;
          setInputError(valid ? undefined : NOT_A_BOOKING_NUMBER);
          setId(valid ? next : null);
        }}
      >
        <TextField
          label="Booking number"
          inputMode="numeric"
          value={input}
          error={inputError}
          onChange={(event) => {
            setInput(event.target.value);
            setInputError(undefined);
          }}
          wrapperClassName="max-w-xs"
        />
        <Button type="submit">Open</Button>
      </form>
      {id === null ? null : booking.isPending ? (
        <Spinner label="Loading the booking…" />
      ) : booking.isError ? (
        <p className="text-sm text-red-300">{booking.error.message}</p>
      ) : (
        <div className="flex flex-col gap-5">
          <dl aria-label="Booking" className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-mist-400">Status</dt>
            <dd>{BOOKING_STATUS_LABELS[booking.data.booking.status]}</dd>
            <dt className="text-mist-400">Customer</dt>
            <dd>{booking.data.booking.customer_name}</dd>
            <dt className="text-mist-400">DJ</dt>
            <dd>{booking.data.booking.dj_name}</dd>
            <dt className="text-mist-400">Price</dt>
            <dd>{priceSummary(booking.data.booking)}</dd>
            <dt className="text-mist-400">Payment</dt>
            <dd>{PAYMENT_STATUS_LABELS[booking.data.booking.payment_status]}</dd>
          </dl>
          <section aria-labelledby="admin-booking-history">
            <h3 id="admin-booking-history" className="mb-2 font-semibold">
              Audit trail
            </h3>
            <HistoryList booking={booking.data.booking} reader="operator" />
          </section>
          {booking.data.dispute ? (
            <section aria-labelledby="admin-booking-dispute">
              <h3 id="admin-booking-dispute" className="mb-2 font-semibold">
                Dispute
              </h3>
              <DisputeFacts dispute={booking.data.dispute} reader="operator" />
            </section>
          ) : null}
          <section aria-labelledby="admin-booking-ops">
            <h3 id="admin-booking-ops" className="mb-2 font-semibold">
              Operators’ actions
            </h3>
            <ul className="flex flex-col gap-1 text-sm text-mist-300">
              {booking.data.operator_audit.map((entry) => (
                <li key={entry.id}>
                  <time dateTime={entry.at}>{formatAuditTime(entry.at, hydrated)}</time> ·{' '}
                  {entry.operator.email} · {actionLabel(entry.action)}
                  {Object.keys(entry.detail).length ? ` · ${auditDetailText(entry)}` : ''}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
