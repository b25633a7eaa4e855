import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Headphones, Route, Building2, type LucideIcon } from 'lucide-react';
import {
  WAITLIST_MESSAGES,
  WAITLIST_ROLE_LABELS,
  WAITLIST_ROLES,
  waitlistEmailError,
  type TWaitlistRole,
} from '@cuepoint/domain/content/waitlist';
import { apiBody, apiClient } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { DonePanel } from './done-panel.tsx';
import { EMAIL_INPUT } from './email-input.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { formErrorMessage } from './form-error.ts';

const ROLE_ICONS: Record<TWaitlistRole, LucideIcon> = {
  dj: Headphones,
  'tour-manager': Route,
  'venue-manager': Building2,
};

const ROLE_PITCH: Record<TWaitlistRole, string> = {
  dj: 'Get booked for club nights, residencies and live-streamed sets.',
  'tour-manager': 'Route your artists through venues that stream and book in person.',
  'venue-manager': 'Book DJs for the floor, or stream their sets into your room.',
};

/** The waitlist form (docs/product/content.md): idle, processing, done ("Thank You!"). */
type Answer = { success?: boolean; message?: string; error?: string };

export function WaitlistForm() {
  const [role, setRole] = useState<TWaitlistRole>('dj');
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  const signup = useMutation({
    mutationFn: () =>
      apiBody(apiClient.POST('/coming-soon/signup', { body: { email: email.trim(), role, website } })),
    onSuccess: (body: Answer) => {
      if (body.success === false) {
        setError(body.error ?? WAITLIST_MESSAGES.failed);
        return;
      }
      setDone(body.message ?? WAITLIST_MESSAGES.joined);
    },
    onError: (failure) =>
      setError(
        formErrorMessage(failure, { network: WAITLIST_MESSAGES.network, failed: WAITLIST_MESSAGES.failed }),
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signup.isPending) return;
    const problem = waitlistEmailError(email);
    setError(problem);
    if (!problem) signup.mutate();
  };

  const again = () => {
    setDone(undefined);
    setEmail('');
    setError(undefined);
    signup.reset();
  };

  if (done) {
    return (
      <DonePanel className="sm:p-8" againLabel="Submit another email" onAgain={again}>
        <h2 className="mt-4 text-3xl font-bold">Thank You!</h2>
        <p className="mt-3 text-mist-200">{done}</p>
      </DonePanel>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="relative space-y-5" aria-label="Join the waitlist">
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-mist-200">I am a…</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {WAITLIST_ROLES.map((value) => {
            const Icon = ROLE_ICONS[value];
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wave-400',
                  role === value
                    ? 'border-cue-500 bg-cue-500/15 text-mist-100'
                    : 'border-ink-600 bg-ink-900/80 text-mist-200 hover:border-ink-500',
                )}
              >
                <input
                  type="radio"
                  name="role"
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                  className="sr-only"
                />
                <Icon
                  className={cn('size-5', role === value ? 'text-cue-400' : 'text-mist-400')}
                  aria-hidden
                />
                {WAITLIST_ROLE_LABELS[value]}
              </label>
            );
          })}
        </div>
        <p className="mt-3 text-sm text-mist-300">{ROLE_PITCH[role]}</p>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          wrapperClassName="flex-1"
          {...EMAIL_INPUT}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" size="lg" busy={signup.isPending} className="sm:mt-7">
          {signup.isPending ? 'Processing...' : 'Join the waitlist'}
        </Button>
      </div>
      <HoneypotField value={website} onChange={setWebsite} />
    </form>
  );
}
