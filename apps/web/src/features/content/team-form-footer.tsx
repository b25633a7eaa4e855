import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { MissingFieldsNote } from './missing-fields-note.tsx';
import { SubmissionResultAlert } from './submission-result.tsx';
import type { useTeamForm } from './use-team-form.ts';

type FooterForm = Pick<
  ReturnType<typeof useTeamForm>,
  | 'captcha'
  | 'answer'
  | 'setAnswer'
  | 'website'
  | 'setWebsite'
  | 'errors'
  | 'disabled'
  | 'submitting'
  | 'result'
> & { missing: readonly string[] };

/**
 * The end of the contact and bug report forms: the human check, the field left for bots, the send button (disabled
 * until every required field is filled, naming what is missing beside it) and the answer once sent.
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
      <CaptchaField
        captcha={form.captcha}
        value={form.answer}
        onChange={form.setAnswer}
        error={form.errors['captcha']}
        disabled={form.submitting}
      />
      <HoneypotField value={form.website} onChange={form.setWebsite} />
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
