import {
  BUG_ACCOUNT_TYPES,
  BUG_ISSUE_TYPES,
  BUG_LIMITS,
  BUG_MESSAGES,
  ZBugReport,
} from '@cuepoint/domain/content/bug-report';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { TeamFormFooter } from './team-form-footer.tsx';
import { useTeamForm } from './use-team-form.ts';

const EMPTY = { issueType: '', accountType: '', device: '', description: '', steps: '', email: '' };
type Values = typeof EMPTY;
const FIELD_NAMES: Record<keyof Values, string> = {
  issueType: 'Issue type',
  accountType: 'Account type',
  device: 'Device',
  description: 'What went wrong',
  steps: 'Steps to reproduce',
  email: 'Your email',
};

/** Bug report (docs/product/content.md): seven required fields; the button works once all are filled. */
export function BugReportForm() {
  const form = useTeamForm<Values>({
    path: '/bug-report.php',
    messages: BUG_MESSAGES,
    schema: ZBugReport,
    initial: EMPTY,
    fieldNames: FIELD_NAMES,
  });
  const { values, errors, set } = form;

  return (
    <form onSubmit={form.submit} noValidate className="relative space-y-5" aria-label="Bug report">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Issue type"
          name="issueType"
          value={values.issueType}
          onChange={(event) => set('issueType')(event.target.value)}
          error={errors['issueType']}
          required
        >
          <option value="">Choose the type of issue</option>
          {BUG_ISSUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Account type"
          name="accountType"
          value={values.accountType}
          onChange={(event) => set('accountType')(event.target.value)}
          error={errors['accountType']}
          required
        >
          <option value="">Choose your account type</option>
          {BUG_ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Device, system and browser or app version"
        name="device"
        placeholder="e.g. MacBook Pro M2, macOS 14.5, Cuepoint app 1.2 / Chrome 126"
        value={values.device}
        onChange={(event) => set('device')(event.target.value)}
        maxLength={BUG_LIMITS.device}
        error={errors['device']}
        required
      />
      <TextAreaField
        label="What went wrong?"
        name="description"
        rows={5}
        placeholder="What did you expect, and what happened instead?"
        value={values.description}
        onChange={(event) => set('description')(event.target.value)}
        maxLength={BUG_LIMITS.description}
        error={errors['description']}
        required
      />
      <TextAreaField
        label="Steps to reproduce"
        name="steps"
        rows={5}
        placeholder={'1. Open …\n2. Click …\n3. See …'}
        value={values.steps}
        onChange={(event) => set('steps')(event.target.value)}
        maxLength={BUG_LIMITS.steps}
        error={errors['steps']}
        required
      />
      <TextField
        label="Your email"
        type="email"
        name="email"
        autoComplete="email"
        hint="We write to you only about this report."
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        maxLength={254}
        error={errors['email']}
        required
      />
      <CaptchaField
        captcha={form.captcha}
        value={form.answer}
        onChange={form.setAnswer}
        error={errors['captcha']}
        disabled={form.submitting}
      />
      <HoneypotField value={form.website} onChange={form.setWebsite} />
      <TeamFormFooter form={form} label={BUG_MESSAGES.submit} busyLabel={BUG_MESSAGES.submitting} />
    </form>
  );
}
