import { useEffect } from 'react';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_ROWS,
  CONTACT_MESSAGES,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  ZContactMessage,
  type TContactType,
} from '@cuepoint/domain/content/contact';
import { cn } from '../../lib/cn.ts';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { TeamFormFooter } from './team-form-footer.tsx';
import { useTeamForm } from './use-team-form.ts';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type Values = typeof EMPTY & { type: TContactType };
const FIELD_NAMES: Record<keyof Values, string> = {
  type: 'What is it about?',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/** Contact form (docs/product/content.md): type, name, email, subject, message and the human check, all required. */
export function ContactForm({ initialType }: { initialType: TContactType }) {
  const form = useTeamForm<Values>({
    path: '/contact.php',
    messages: CONTACT_MESSAGES,
    schema: ZContactMessage,
    initial: { ...EMPTY, type: initialType },
    fieldNames: FIELD_NAMES,
    afterSend: (current) => ({ ...EMPTY, type: current.type }),
  });
  const { values, set, setValues } = form;

  // A link to /contact?type=legal while the page is open switches the type.
  useEffect(() => setValues((current) => ({ ...current, type: initialType })), [initialType, setValues]);

  return (
    <form onSubmit={form.submit} noValidate className="relative space-y-5" aria-label="Contact form">
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-mist-200">What is it about?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CONTACT_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wave-400',
                values.type === type
                  ? 'border-cue-500 bg-cue-500/10 text-mist-100'
                  : 'border-ink-600 bg-ink-900 text-mist-200 hover:border-ink-500',
              )}
            >
              <input
                type="radio"
                name="type"
                value={type}
                checked={values.type === type}
                onChange={() => set('type')(type)}
                className="size-4 accent-cue-500"
              />
              {CONTACT_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" maxLength={254} {...form.field('email')} />
      </div>
      <TextField label="Subject" maxLength={CONTACT_LIMITS.subject} {...form.field('subject')} />
      <TextAreaField
        label="Message"
        rows={CONTACT_MESSAGE_ROWS}
        maxLength={CONTACT_LIMITS.message}
        {...form.field('message')}
      />
      <TeamFormFooter form={form} label={CONTACT_MESSAGES.send} busyLabel={CONTACT_MESSAGES.sending} />
    </form>
  );
}
