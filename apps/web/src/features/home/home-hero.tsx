import { ArrowRight, Headphones, MapPin, Radio } from 'lucide-react';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/layout.tsx';
import { useAuthModals } from '../accounts/auth-modals.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';

const HIGHLIGHTS = [
  { icon: MapPin, text: 'In-person gigs' },
  { icon: Radio, text: 'Live-streamed sets' },
  { icon: Headphones, text: '48 kHz uncompressed audio' },
];

export function HomeHero() {
  const modals = useAuthModals();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden border-b border-ink-700 bg-ink-950"
    >
      <div aria-hidden className="absolute inset-0 -z-10">
        <div className="absolute -top-48 left-1/2 size-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-cue-500),transparent)] opacity-20" />
        <div className="absolute -bottom-64 right-[-20%] size-[40rem] rounded-full bg-[radial-gradient(closest-side,var(--color-wave-400),transparent)] opacity-15" />
        {/* Decoration only: its 72 bars are taken over after the hero's text and buttons. */}
        <HydrateLater>
          <Waveform />
        </HydrateLater>
      </div>
      <Container className="flex flex-col items-start py-20 sm:py-28 lg:py-36">
        <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-ink-600 bg-ink-850/70 px-4 py-1.5 text-sm text-mist-200">
          <span className="size-2 rounded-full bg-wave-400" aria-hidden />
          The booking platform built for the booth
        </p>
        <h1 id="hero-title" className="max-w-4xl text-5xl font-bold leading-[1.02] sm:text-6xl lg:text-7xl">
          Book the right DJ.{' '}
          <span className="bg-gradient-to-r from-cue-400 to-wave-400 bg-clip-text text-transparent">
            On the floor or on the stream.
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-mist-300 sm:text-xl">
          Cuepoint matches venues and music lovers with DJs by genre, rate and the artists they love — for
          club nights, private parties, weekly residencies and live streams played into several venues at
          once.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button
            size="lg"
            onClick={() => modals.openSignUp()}
            icon={<ArrowRight className="size-5" aria-hidden />}
          >
            Find Your Perfect Match
          </Button>
          <ButtonLink to="/find-djs" size="lg" variant="outline">
            Browse DJs
          </ButtonLink>
          <ButtonLink to="/cuepoint-stream" size="lg" variant="outline">
            How Cuepoint Stream works
          </ButtonLink>
        </div>
        <ul className="mt-12 flex flex-wrap gap-x-8 gap-y-3 text-sm text-mist-300">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-2">
              <Icon className="size-4 text-cue-400" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** A decorative waveform, drawn once; hidden from assistive technology. */
function Waveform() {
  const bars = Array.from(
    { length: 72 },
    (_, i) => 18 + Math.round(Math.abs(Math.sin(i * 0.45) * Math.cos(i * 0.13)) * 70),
  );
  return (
    <svg
      className="absolute bottom-0 left-0 h-40 w-full opacity-25"
      viewBox="0 0 720 100"
      preserveAspectRatio="none"
    >
      {bars.map((height, i) => (
        <rect
          key={i}
          x={i * 10 + 2}
          y={100 - height}
          width="5"
          height={height}
          rx="2"
          fill={i % 9 === 0 ? '#2de2e6' : '#ff3d81'}
        />
      ))}
    </svg>
  );
}
