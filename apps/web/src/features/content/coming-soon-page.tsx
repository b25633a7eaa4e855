import { Link } from 'react-router';
import { ExternalLink, Headphones, Radio, Waves } from 'lucide-react';
import { WAITLIST_PRODUCT_LINK } from '@cuepoint/domain/content/waitlist';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Logo } from '../../app/layout/logo.tsx';
import { Container } from '../../ui/layout.tsx';
import { WaitlistForm } from './waitlist-form.tsx';
import { WaitlistPlayers } from './waitlist-players.tsx';

const FACTS = [
  { icon: Radio, text: 'Live-streamed and in-person bookings' },
  { icon: Headphones, text: 'Uncompressed 48 kHz audio' },
  { icon: Waves, text: 'One set, streamed to several venues' },
];

/** The pre-launch waitlist page, outside the main layout (docs/product/content.md). */
export function ComingSoonPage() {
  usePageTitle(
    'Join the waitlist',
    'Cuepoint is coming: join the waitlist as a DJ, tour manager or venue manager.',
  );
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-ink-950">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-56 left-1/2 size-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-cue-500),transparent)] opacity-20" />
        <div className="absolute -bottom-72 right-[-15%] size-[44rem] rounded-full bg-[radial-gradient(closest-side,var(--color-wave-400),transparent)] opacity-10" />
      </div>
      <header className="border-b border-ink-700/70">
        <Container className="flex h-16 items-center justify-between">
          <Logo />
          <nav aria-label="Waitlist">
            <Link
              to="/blog"
              className="rounded-full px-4 py-2 text-sm font-medium text-mist-200 hover:bg-ink-800 hover:text-mist-100"
            >
              Blog
            </Link>
          </nav>
        </Container>
      </header>
      <main id="main" className="flex-1">
        <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center">
          <div>
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-ink-600 bg-ink-850/70 px-4 py-1.5 text-sm text-mist-200">
              <span className="size-2 animate-pulse rounded-full bg-cue-500" aria-hidden />
              Opening soon
            </p>
            <h1 className="text-5xl font-bold leading-[1.05] sm:text-6xl">
              Cuepoint is{' '}
              <span className="bg-gradient-to-r from-cue-400 to-wave-400 bg-clip-text text-transparent">
                coming
              </span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-mist-300">
              The marketplace where venues book DJs for the floor or the stream. Join the waitlist and we will
              tell you the day it opens for you.
            </p>
            <ul className="mt-8 space-y-3">
              {FACTS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 text-mist-200">
                  <Icon className="size-5 text-wave-400" aria-hidden />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl border border-ink-600 bg-ink-850/90 p-5 shadow-2xl sm:p-8">
            <WaitlistForm />
          </div>
        </Container>
        <Container className="pb-16">
          <h2 className="mb-6 text-2xl font-bold">Hear what DJs are playing</h2>
          <WaitlistPlayers />
          <p className="mt-10 text-sm text-mist-300">
            The Cuepoint app for macOS is in beta on TestFlight.{' '}
            <a
              href={WAITLIST_PRODUCT_LINK.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-wave-300 underline underline-offset-2 hover:text-wave-400"
            >
              {WAITLIST_PRODUCT_LINK.label}
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </p>
        </Container>
      </main>
      <footer className="border-t border-ink-700/70 py-6 text-sm text-mist-400">
        <Container className="flex flex-wrap justify-between gap-3">
          <span>© {new Date().getFullYear()} Cuepoint</span>
          <span className="flex gap-4">
            <Link to="/privacy" className="hover:text-mist-100">
              Privacy
            </Link>
            <Link to="/terms" className="hover:text-mist-100">
              Terms
            </Link>
          </span>
        </Container>
      </footer>
    </div>
  );
}
