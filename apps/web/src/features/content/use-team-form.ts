import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import type { TSubmissionReceipt } from '@cuepoint/domain/content/submission';
import { apiBody, apiClient, type JsonBody, asDocumented } from '../../lib/api.ts';
import { fieldErrors, formErrorMessage, refusesCaptcha } from './form-error.ts';
import { useCaptcha, type CaptchaPath } from './use-captcha.ts';
import type { SubmissionResult } from './submission-result.tsx';

type Messages = { failed: string; network: string };

const HUMAN_CHECK_NAME = 'the answer to the human check';

type TeamFormOptions<T extends Record<string, string>> = {
  path: CaptchaPath;
  messages: Messages;
  /** The shared domain schema the server validates the same body with. */
  schema: z.ZodType;
  initial: T;
  /** Each field's name as the form shows it, for the list of fields still empty. */
  fieldNames: Record<keyof T, string>;
  /** What the fields become after a successful send (default: the initial values). */
  afterSend?: (current: T) => T;
};

/**
 * What the contact and bug report forms share (docs/product/content.md): every field and the answer required before the
 * button works; idle or submitting; on success the reference id is shown, the form cleared and a new question
 * loaded; an error mentioning the captcha also loads a new question.
 */
export function useTeamForm<T extends Record<string, string>>(options: TeamFormOptions<T>) {
  const { path, messages, schema, initial, fieldNames, afterSend } = options;
  const captcha = useCaptcha(path);
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState('');
  const [website, setWebsite] = useState('');
  const [result, setResult] = useState<SubmissionResult>();

  const mutation = useMutation({
    mutationFn: (body: T) =>
      apiBody(
        apiClient.POST(path, {
          body: asDocumented<JsonBody<typeof path, 'post'>>({
            ...body,
            captcha: answer.trim(),
            token: captcha.token,
            website,
          }),
        }),
      ) as Promise<TSubmissionReceipt>,
    onSuccess: (body) => {
      setResult({ message: body.message, referenceId: body.reference_id });
      setAnswer('');
      setValues((current) => (afterSend ? afterSend(current) : initial));
      captcha.reload();
    },
    onError: (error) => {
      const message = formErrorMessage(error, messages);
      setResult({ message });
      if (refusesCaptcha(error)) {
        setAnswer('');
        captcha.reload();
      }
    },
  });

  // What keeps the button disabled, said beside it (in the form's order, the human check last).
  const missing = (Object.keys(values) as Array<keyof T>)
    .filter((key) => (values[key] ?? '').trim() === '')
    .map((key) => fieldNames[key]);
  if (answer.trim() === '' || !captcha.token) missing.push(HUMAN_CHECK_NAME);
  const disabled = mutation.isPending || missing.length > 0;

  const set = (field: keyof T) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field as string]: '' }));
  };

  return {
    captcha,
    values,
    setValues,
    errors,
    answer,
    setAnswer,
    website,
    setWebsite,
    result,
    submitting: mutation.isPending,
    disabled,
    /** The names of the required fields still empty. */
    missing,
    set,
    /** A required field's name, value, error and change handler, to spread on its control. */
    field: (name: keyof T & string) => ({
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
      error: errors[name],
      required: true,
    }),
    submit(event: FormEvent) {
      event.preventDefault();
      if (disabled) return;
      const parsed = schema.safeParse({ ...values, captcha: answer, token: captcha.token });
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error.issues));
        return;
      }
      setResult(undefined);
      mutation.mutate(values);
    },
  };
}
