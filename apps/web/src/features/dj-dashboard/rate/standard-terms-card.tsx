import { useState } from 'react';
import { FileSignature } from 'lucide-react';
import type { TCancellationNoticeHours, TPaymentTerms } from '@cuepoint/domain/booking/contract';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { CancellationNoticeSelect, PaymentTermsSelect } from '../../booking/offers/terms-selects.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { updateProfile, type DashboardProfile } from '../dashboard-api.ts';
import { useProfileCache } from '../use-dashboard-queries.ts';

type Terms = {
  default_payment_terms: TPaymentTerms;
  default_cancellation_notice_hours: TCancellationNoticeHours;
};

/**
 * The DJ's standard terms (decision record 029): every offer and every request accepted as asked carries them unless
 * the offer sets others; a customer who confirms other terms waits for the DJ's agreement. Saved on each change.
 */
export function StandardTermsCard({ profile }: { profile: DashboardProfile }) {
  const toast = useToast();
  const cache = useProfileCache();
  const [terms, setTerms] = useState<Terms>({
    default_payment_terms: profile.default_payment_terms,
    default_cancellation_notice_hours: profile.default_cancellation_notice_hours,
  });
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  async function save(next: Terms) {
    const before = terms;
    setTerms(next);
    setState('saving');
    try {
      cache.put(await updateProfile(next));
      setState('saved');
    } catch (failure) {
      setTerms(before);
      setState('failed');
      toast.error(
        isUnreachable(failure)
          ? DJ_DASHBOARD_MESSAGES.saveProfileUnreachable
          : DJ_DASHBOARD_MESSAGES.saveProfileFailed(errorReason(failure)),
      );
    }
  }

  return (
    <DashboardCard
      title="Standard terms"
      icon={<FileSignature className="size-5" aria-hidden />}
      testId="standard-terms-card"
      action={
        <span role="status" className={state === 'failed' ? 'text-xs text-red-300' : 'text-xs text-mist-400'}>
          {state === 'saving'
            ? 'Saving…'
            : state === 'saved'
              ? 'Saved'
              : state === 'failed'
                ? 'Not saved'
                : ''}
        </span>
      }
    >
      <p className="-mt-2 mb-4 text-sm text-mist-300">
        Your offers carry these terms unless you set others on the offer. A customer who changes them waits
        for your agreement.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <PaymentTermsSelect
          value={terms.default_payment_terms}
          disabled={state === 'saving'}
          onPick={(default_payment_terms) => void save({ ...terms, default_payment_terms })}
        />
        <CancellationNoticeSelect
          value={terms.default_cancellation_notice_hours}
          disabled={state === 'saving'}
          onPick={(default_cancellation_notice_hours) =>
            void save({ ...terms, default_cancellation_notice_hours })
          }
        />
      </div>
    </DashboardCard>
  );
}
