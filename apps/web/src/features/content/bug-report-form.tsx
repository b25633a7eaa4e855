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

/** The two lists to choose from, in the form's order. */
const CHOICES = [
  { name: 'issueType', label: 'Issue type', prompt: 'Choose the type of issue', options: BUG_ISSUE_TYPES },
  {
    name: 'accountType',
    label: 'Account type',
    prompt: 'Choose your account type',
    options: BUG_ACCOUNT_TYPES,
  },
] as const;

/** The two accounts of what happened, in the form's order. */
const ACCOUNTS = [
  {
    name: 'description',
    label: 'What went wrong?',
    placeholder: 'What did you expect, and what happened instead?',
  },
  { name: 'steps', label: 'Steps to reproduce', placeholder: '1. Open …\n2. Click …\n3. See …' },
] as const;

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
        {CHOICES.map(({ name, label, prompt, options }) => (
          <SelectField key={name} label={label} {...form.field(name)}>
            <option value="">{prompt}</option>
            {options.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <TextField
        label="Device, system and browser or app version"
        placeholder="e.g. MacBook Pro M2, macOS 14.5, Cuepoint app 1.2 / Chrome 126"
        maxLength={BUG_LIMITS.device}
        {...form.field('device')}
      />
      {ACCOUNTS.map(({ name, label, placeholder }) => (
        <TextAreaField
          key={name}
          label={label}
          rows={5}
          placeholder={placeholder}
          maxLength={BUG_LIMITS[name]}
          {...form.field(name)}
        />
      ))}
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
