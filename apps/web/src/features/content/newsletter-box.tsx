import { Mail } from 'lucide-react';
import { NewsletterForm } from './newsletter-form.tsx';

/** The blog sidebar's newsletter card. */
export function NewsletterBox() {
  return (
    <section
      aria-labelledby="newsletter-box-title"
      className="rounded-2xl border border-cue-500/30 bg-gradient-to-br from-cue-500/10 to-ink-850 p-6"
    >
      <div className="mb-4 flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-cue-500/15 text-cue-400">
          <Mail className="size-5" aria-hidden />
        </span>
        <h2 id="newsletter-box-title" className="text-lg font-semibold">
          Get new articles by e-mail
        </h2>
      </div>
      <p className="mb-5 text-sm text-mist-300">
        Streaming set-ups, booking tips and industry news for DJs and venues, about twice a month. Unsubscribe
        any time.
      </p>
      <NewsletterForm />
    </section>
  );
}
