import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { APP_REQUEST_MESSAGES, appleIdError, mayRequestApp } from '@cuepoint/domain/content/app-request';
import { ApiError, apiBody, apiClient } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Alert } from '../../ui/feedback.tsx';
import { Checkbox, TextField } from '../../ui/field.tsx';
import { useAuth } from '../accounts/auth-context.tsx';
import { useAuthModals } from '../accounts/auth-modals.tsx';
import { DonePanel } from './done-panel.tsx';
import { HoneypotField } from './honeypot-field.tsx';

/**
 * docs/product/content.md: the server's error, else "Unable to submit…"; a thrown error's message, else "Unexpected
 * error…".
 */
function requestError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message || APP_REQUEST_MESSAGES.unexpected;
    const body = error.body;
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string')
      return body.error;
    return APP_REQUEST_MESSAGES.failed;
  }
  return error instanceof Error && error.message ? error.message : APP_REQUEST_MESSAGES.unexpected;
}

/**
 * "Join MacOS TestFlight Beta" (docs/product/content.md): signed-in DJs and venues; form, then "Request Submitted!".
 */
type Answer = { success?: boolean; message?: string; error?: string };

export function AppRequestForm() {
  const auth = useAuth();
  const modals = useAuthModals();
  const allowed = auth.status === 'authenticated' && mayRequestApp(auth.user?.user_type);
  const [appleId, setAppleId] = useState('');
  const [terms, setTerms] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<{
    appleId?: string | undefined;
    terms?: string | undefined;
    form?: string | undefined;
  }>({});
  const [submitted, setSubmitted] = useState<string>();

  const send = useMutation({
    mutationFn: () =>
      apiBody(
        apiClient.POST('/app-download-request.php', { body: { apple_id_email: appleId.trim(), website } }),
      ),
    onSuccess: (body: Answer) => {
      if (body.success === false) {
        setErrors({ form: body.error ?? APP_REQUEST_MESSAGES.failed });
        return;
      }
      setSubmitted(body.message ?? APP_REQUEST_MESSAGES.received);
    },
    onError: (error) => setErrors({ form: requestError(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!allowed) {
      setErrors({ form: APP_REQUEST_MESSAGES.notAllowed });
      return;
    }
    const next = {
      appleId: appleIdError(appleId),
      terms: terms ? undefined : APP_REQUEST_MESSAGES.termsRequired,
    };
    setErrors(next);
    if (!next.appleId && !next.terms) send.mutate();
  };

  if (submitted) {
    return (
      <DonePanel
        againLabel={APP_REQUEST_MESSAGES.submitAnother}
        onAgain={() => {
          setSubmitted(undefined);
          setAppleId('');
          setTerms(false);
          send.reset();
        }}
      >
        <h3 className="mt-4 text-2xl font-bold">{APP_REQUEST_MESSAGES.submitted}</h3>
        <p className="mt-2 text-mist-200">{submitted}</p>
      </DonePanel>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="relative space-y-5" aria-label="Join MacOS TestFlight Beta">
      <TextField
        label="Apple ID (e-mail)"
        type="email"
        name="apple_id_email"
        autoComplete="email"
        placeholder={allowed ? 'you@icloud.com' : APP_REQUEST_MESSAGES.registerFirst}
        value={appleId}
        maxLength={254}
        disabled={!allowed}
        onChange={(event) => {
          setAppleId(event.target.value);
          setErrors((current) => ({ ...current, appleId: undefined }));
        }}
        error={errors.appleId}
        hint="The address of the Apple ID you use for the App Store; TestFlight sends the invitation there."
      />
      <div>
        <Checkbox
          name="terms"
          checked={terms}
          disabled={!allowed}
          onChange={(event) => {
            setTerms(event.target.checked);
            setErrors((current) => ({ ...current, terms: undefined }));
          }}
          label="I agree to the beta terms"
          description="Beta builds can have bugs. I will report problems through the bug report form and not share the build."
          aria-invalid={errors.terms ? true : undefined}
        />
        {errors.terms ? (
          <p role="alert" className="mt-1.5 text-sm text-red-300">
            {errors.terms}
          </p>
        ) : null}
      </div>
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" size="lg" busy={send.isPending} disabled={!allowed} className="w-full sm:w-auto">
        {send.isPending ? 'Submitting...' : 'Request beta access'}
      </Button>
      {!allowed && auth.status !== 'loading' ? (
        <Alert tone="info">
          <p>{APP_REQUEST_MESSAGES.notAllowed}</p>
          {auth.status === 'anonymous' ? (
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {[
                { label: 'Sign in as a DJ', open: () => modals.openSignIn('dj') },
                { label: 'Sign in as a venue', open: () => modals.openSignIn('venue') },
                { label: 'Create an account', open: () => modals.openSignUp({ presetType: 'dj' }) },
              ].map(({ label, open }) => (
                <button
                  key={label}
                  type="button"
                  className="font-semibold underline underline-offset-2"
                  onClick={open}
                >
                  {label}
                </button>
              ))}
            </p>
          ) : null}
        </Alert>
      ) : null}
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
    </form>
  );
}
