import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { mentionsCaptcha } from '@cuepoint/domain/content/captcha';
import type { TSubmissionReceipt } from '@cuepoint/domain/content/submission';
import { api } from '../../lib/api.ts';
import { formErrorMessage } from './form-error.ts';
import { useCaptcha, type CaptchaPath } from './use-captcha.ts';
import type { SubmissionResult } from './submission-result.tsx';

type Messages = { failed: string; network: string };

/**
 * What the contact and bug report forms share (3-public §4): idle or submitting; on success the reference id is
 * shown, the form cleared and a new question loaded; an error mentioning the captcha also loads a new question.
 */
export function useTeamForm<T extends object>(path: CaptchaPath, messages: Messages, onSent: () => void) {
  const captcha = useCaptcha(path);
  const [answer, setAnswer] = useState('');
  const [website, setWebsite] = useState('');
  const [result, setResult] = useState<SubmissionResult>();

  const mutation = useMutation({
    mutationFn: (values: T) =>
      api<TSubmissionReceipt>(path, {
        method: 'POST',
        body: { ...values, captcha: answer.trim(), token: captcha.token, website },
      }),
    onSuccess: (body) => {
      setResult({ message: body.message, referenceId: body.reference_id });
      setAnswer('');
      onSent();
      captcha.reload();
    },
    onError: (error) => {
      const message = formErrorMessage(error, messages);
      setResult({ message });
      if (mentionsCaptcha(message)) {
        setAnswer('');
        captcha.reload();
      }
    },
  });

  return {
    captcha,
    answer,
    setAnswer,
    website,
    setWebsite,
    result,
    submitting: mutation.isPending,
    send(values: T) {
      setResult(undefined);
      mutation.mutate(values);
    },
  };
}
