import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { isNewsletterSuccess, NEWSLETTER_MESSAGES } from '@cuepoint/domain/content/newsletter-messages';
import { apiBody, apiClient } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { Button } from '../../ui/button.tsx';
import { Alert } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/field.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { EMAIL_INPUT } from './email-input.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useCaptcha } from './use-captcha.ts';
import { formErrorMessage, refusesCaptcha } from './form-error.ts';

/**
 * Newsletter sign-up (docs/product/content.md): email and the human check, both required before the button
 * works; idle or submitting; the answer is green when it says "Successfully" or "already", red otherwise.
 */
export function NewsletterForm({ layout = 'stacked' }: { layout?: 'stacked' | 'wide' }) {
  // The form sits far down its pages: its question is asked when the reader nears it, not with every page view.
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const captcha = useCaptcha('/newsletter.php', { ask: useNearViewport(form) });
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState('');
  const [website, setWebsite] = useState('');
  const [message, setMessage] = useState<string>();
  const result = useRef<HTMLDivElement>(null);

  // The answer appears under the button, below the fold on a phone: it is scrolled into view, and when the
  // cleared form left focus nowhere (the button is disabled again), focus goes to the answer. The live region around
  // it is there before any answer, so a screen reader announces each one.
  useEffect(() => {
    const element = result.current;
    if (!message || !element) return;
    element.scrollIntoView?.({ block: 'nearest' });
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.matches(':disabled'))
      element.focus({ preventScroll: true });
  }, [message]);

  const subscribe = useMutation({
    mutationFn: () =>
      apiBody(
        apiClient.POST('/newsletter.php', {
          body: { email: email.trim(), captcha: answer.trim(), token: captcha.token ?? '', website },
        }),
      ),
    onSuccess: (body) => {
      setMessage(body.message ?? NEWSLETTER_MESSAGES.failed);
      setEmail('');
      setAnswer('');
      captcha.reload();
    },
    onError: (error) => {
      const text = formErrorMessage(error, {
        network: NEWSLETTER_MESSAGES.network,
        failed: NEWSLETTER_MESSAGES.failed,
      });
      setMessage(text);
      if (refusesCaptcha(error)) {
        setAnswer('');
        captcha.reload();
      }
    },
  });

  const ready = email.trim() !== '' && answer.trim() !== '' && Boolean(captcha.token);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || subscribe.isPending) return;
    setMessage(undefined);
    subscribe.mutate();
  };

  return (
    <form ref={setForm} onSubmit={submit} noValidate className="relative" aria-label="Newsletter sign-up">
      <div
        className={cn(
          'grid gap-3',
          layout === 'wide' && 'sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_auto] sm:items-end',
        )}
      >
        <TextField
          {...EMAIL_INPUT}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <CaptchaField captcha={captcha} value={answer} onChange={setAnswer} disabled={subscribe.isPending} />
        <Button
          type="submit"
          disabled={!ready}
          busy={subscribe.isPending}
          icon={<Mail className="size-4" aria-hidden />}
          className={layout === 'wide' ? 'sm:mb-0.5' : 'w-full'}
        >
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <HoneypotField value={website} onChange={setWebsite} />
      <div aria-live="polite" aria-atomic="true" data-testid="newsletter-result">
        {message ? (
          <Alert
            tone={isNewsletterSuccess(message) ? 'success' : 'error'}
            className="mt-4 scroll-mb-4"
            ref={result}
            tabIndex={-1}
          >
            {message}
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
