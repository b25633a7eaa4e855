import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ZChangePasswordPayload } from '@cuepoint/domain/accounts/auth-payloads';
import { PASSWORD_CHANGED, PASSWORD_MIN_LENGTH } from '@cuepoint/domain/accounts/messages';
import { apiBody, apiClient, ApiError, hasErrorCode } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { TextField } from '../../../ui/field.tsx';

type Field = 'current_password' | 'new_password' | 'confirm_password';
type Errors = Partial<Record<Field | 'form', string>>;

const FIELDS: ReadonlyArray<{ name: Field; label: string; autoComplete: string; hint?: string }> = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'new_password',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters, one you do not use anywhere else.`,
  },
  { name: 'confirm_password', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** The server's refusals that speak about one field; the rest are the form's. */
function fieldOf(error: unknown): Field | 'form' {
  if (hasErrorCode(error, 'CURRENT_PASSWORD_INCORRECT')) return 'current_password';
  if (hasErrorCode(error, 'NEW_PASSWORD_SAME_AS_CURRENT') || hasErrorCode(error, 'PASSWORD_RULE'))
    return 'new_password';
  return 'form';
}

/**
 * Change the password while signed in (POST /user/change-password): the current one, a new one twice, checked by the
 * same schema the server uses; the server's refusals show under the field they are about. Other devices are signed
 * out and an e-mail tells the owner.
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState<Record<Field, string>>({
    current_password: '',
    new_password: '',
    confirm_password: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // After a refused submit, focus goes to the first field that says why (or the form's message).
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [refusals]);
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, form: __, ...rest }) => rest);
    setDone(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChangePasswordPayload.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      setRefusals((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      const body = await apiBody(apiClient.POST('/user/change-password', { body: values }));
      setValues({ current_password: '', new_password: '', confirm_password: '' });
      setErrors({});
      setDone(body.message ?? PASSWORD_CHANGED);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Network error';
      setErrors({ [error instanceof ApiError && error.status === 400 ? fieldOf(error) : 'form']: message });
      setRefusals((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Change password"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type="password"
          autoComplete={field.autoComplete}
          hint={field.hint}
          value={values[field.name]}
          onChange={(event) => set(field.name, event.target.value)}
          error={errors[field.name]}
        />
      ))}
      {errors.form ? (
        <Alert tone="error" tabIndex={-1}>
          {errors.form}
        </Alert>
      ) : null}
      {done ? (
        <Alert tone="success">
          {done} Your other devices were signed out, and we sent you an e-mail about it.
        </Alert>
      ) : null}
      <Button type="submit" busy={busy} className="self-start">
        {busy ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
