import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, ClipboardList } from 'lucide-react';
import { currencyForCountry } from '@cuepoint/domain/catalog/currencies';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { bookingRequestsKey } from '../../booking/booking-api.ts';
import { BookingRequestForm } from '../../booking/request-form/booking-request-form.tsx';
import type { EnthusiastProfile } from '../enthusiast-api.ts';
import { useEnthusiastKeys } from '../enthusiast-context.ts';
import { TabLink } from '../tab-link.tsx';
import { readDjId } from '../../booking/dj-id-param.ts';

/**
 * The booking request form of the overview (docs/product/booking-requests.md): aimed at the DJ of ?dj_id= when there is
 * one, dated 21:00 by default, its budget in the enthusiast's currency. After the submit the form starts over under the
 * spec's success message, and the request is listed in the Events tab.
 */
export function BookingRequestCard({ profile }: { profile: EnthusiastProfile }) {
  const [params, setParams] = useSearchParams();
  const djId = readDjId(params.get('dj_id'));
  const client = useQueryClient();
  const keys = useEnthusiastKeys();
  const toast = useToast();
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // Arriving from 'Book this DJ' (search, a DJ's page), the form aimed at that DJ is what the visit is for: on a phone
  // it sits below the stats, so it is brought into view once, on arrival.
  const cardRef = useRef<HTMLDivElement>(null);
  const arrivedFor = useRef(djId);
  useEffect(() => {
    if (arrivedFor.current !== null) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <div ref={cardRef} className="scroll-mt-20">
      <DashboardCard title="Request a DJ" icon={<CalendarPlus className="size-5" aria-hidden />}>
        <p className="mb-5 text-sm text-mist-300">
          Describe your event and your budget per hour: DJs send you offers. Your card is secured now and
          charged only once a DJ accepts and your event is confirmed.
        </p>
        {submitted ? (
          <Alert tone="success" className="mb-5">
            <p>{submitted}</p>
            <TabLink tab="events" className="mt-3" icon={<ClipboardList className="size-4" aria-hidden />}>
              See your requests
            </TabLink>
          </Alert>
        ) : null}
        <BookingRequestForm
          key={round}
          audience="enthusiast"
          djId={djId}
          currency={currencyForCountry(profile.country)}
          place={{ city: profile.city ?? null, country: profile.country ?? null }}
          onClearDj={() =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                next.delete('dj_id');
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
          onSubmitted={(_request, message) => {
            setSubmitted(message);
            toast.success(message);
            setRound((value) => value + 1);
            void client.invalidateQueries({ queryKey: bookingRequestsKey('enthusiast', profile.id) });
            void client.invalidateQueries({ queryKey: keys.profile });
          }}
        />
      </DashboardCard>
    </div>
  );
}
