import {
  BUG_ACCOUNT_TYPES,
  BUG_ISSUE_TYPES,
  BUG_LIMITS,
  BUG_MESSAGES,
  ZBugReport,
} from '@cuepoint/domain/content/bug-report';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
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

  return (
    <form onSubmit={form.submit} noValidate className="relative space-y-5" aria-label="Bug report">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Issue type" {...form.field('issueType')}>
          <option value="">Choose the type of issue</option>
          {BUG_ISSUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField label="Account type" {...form.field('accountType')}>
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
        placeholder="e.g. MacBook Pro M2, macOS 14.5, Cuepoint app 1.2 / Chrome 126"
        maxLength={BUG_LIMITS.device}
        {...form.field('device')}
      />
      <TextAreaField
        label="What went wrong?"
        rows={5}
        placeholder="What did you expect, and what happened instead?"
        maxLength={BUG_LIMITS.description}
        {...form.field('description')}
      />
      <TextAreaField
        label="Steps to reproduce"
        rows={5}
        placeholder={'1. Open …\n2. Click …\n3. See …'}
        maxLength={BUG_LIMITS.steps}
        {...form.field('steps')}
      />
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        hint="We write to you only about this report."
        maxLength={254}
        {...form.field('email')}
      />
      <TeamFormFooter form={form} label={BUG_MESSAGES.submit} busyLabel={BUG_MESSAGES.submitting} />
    </form>
  );
}
