import { useEffect, useRef } from 'react';
import { isSubmissionSuccess } from '@cuepoint/domain/content/contact';
import { Alert } from '../../ui/feedback.tsx';

export type SubmissionResult = { message: string; referenceId?: string | undefined };

/**
 * The answer of the contact and bug report forms: green when it says "successfully", red otherwise
 * (docs/product/content.md). It sits under a long form, below the fold on a phone: each new answer is scrolled into
 * view and takes focus.
 */
export function SubmissionResultAlert({ result }: { result: SubmissionResult }) {
  const success = isSubmissionSuccess(result.message);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [result]);
  return (
    <Alert tone={success ? 'success' : 'error'} ref={ref} tabIndex={-1}>
      <p>{result.message}</p>
      {result.referenceId ? (
        <p className="mt-1">
          Your reference ID:{' '}
          <strong className="font-mono text-base tracking-wider text-mist-100" data-testid="reference-id">
            {result.referenceId}
          </strong>
          <span className="block text-xs opacity-80">Quote it if you write to us about this again.</span>
        </p>
      ) : null}
    </Alert>
  );
}
