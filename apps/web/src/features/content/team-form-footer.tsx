import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { MissingFieldsNote } from './missing-fields-note.tsx';
import { SubmissionResultAlert, type SubmissionResult } from './submission-result.tsx';

type FooterForm = {
  disabled: boolean;
  submitting: boolean;
  missing: readonly string[];
  result?: SubmissionResult | null | undefined;
};

/**
 * The end of the contact and bug report forms: the send button (disabled until every required field is filled,
 * naming what is missing beside it) and the answer once sent.
 */
export function TeamFormFooter({
  form,
  label,
  busyLabel,
}: {
  form: FooterForm;
  label: string;
  busyLabel: string;
}) {
  const missingId = useId();
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={form.disabled}
          aria-busy={form.submitting || undefined}
          aria-describedby={form.missing.length ? missingId : undefined}
          className="w-full sm:w-auto"
        >
          {form.submitting ? busyLabel : label}
        </Button>
        <MissingFieldsNote id={missingId} names={form.missing} />
      </div>
      {form.result ? <SubmissionResultAlert result={form.result} /> : null}
    </>
  );
}
