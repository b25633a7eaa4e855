import { useEffect, useRef } from 'react';
// The "external" build keeps styles and workers out of the script, so the strict CSP (style-src and
// worker-src 'self') needs no exception: Vite emits the stylesheet and each worker as files of our own origin.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { apiUrl } from '../../../lib/api.ts';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';

/** What the widget reports: a solution payload, or why there is none. */
export type CaptchaEvent =
  | { kind: 'verified'; token: string }
  | { kind: 'verifying' }
  | { kind: 'expired' }
  | { kind: 'load-failed' }
  | { kind: 'execution-failed' }
  | { kind: 'error' };

type AltchaWidgetProps = { onEvent(event: CaptchaEvent): void; resetKey: number };

/** The ALTCHA proof-of-work checkbox, fetching its challenge from our server. */
export default function AltchaWidget({ onEvent, resetKey }: AltchaWidgetProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let challengeFailed = false;
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', apiUrl(CAPTCHA_CHALLENGE_PATH));
    widget.setAttribute('name', 'recaptcha_token');
    widget.setAttribute('hidefooter', '');
    widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, credentials: 'same-origin' }));
    const onLoad = () => {
      void widget.configure({
        hideFooter: true,
        // Tell a challenge that could not be fetched apart from a solving failure: they carry different messages.
        fetch: async (input, init) => {
          try {
            const response = await fetch(input, init);
            challengeFailed = !response.ok;
            return response;
          } catch (error) {
            challengeFailed = true;
            throw error;
          }
        },
      });
    };
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string; payload?: string }>).detail?.state;
      if (state === 'verifying') {
        challengeFailed = false;
        onEventRef.current({ kind: 'verifying' });
      } else if (state === 'error') {
        onEventRef.current({ kind: challengeFailed ? 'load-failed' : 'execution-failed' });
      }
    };
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      onEventRef.current(payload ? { kind: 'verified', token: payload } : { kind: 'error' });
    };
    const onExpired = () => onEventRef.current({ kind: 'expired' });
    widget.addEventListener('load', onLoad);
    widget.addEventListener('statechange', onState);
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('expired', onExpired);
    host.replaceChildren(widget);
    return () => {
      widget.removeEventListener('load', onLoad);
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('expired', onExpired);
      widget.remove();
    };
  }, [resetKey]);

  return <div ref={hostRef} className="altcha-host" />;
}
