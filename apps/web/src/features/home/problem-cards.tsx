import { Building2, Disc3, Headphones, Music2, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '../../ui/layout.tsx';
import { PLATFORM_FEE_MONEY } from '../pages/fee-text.ts';

/** docs/product/content.md: five cards, one per audience, under "How We're Solving These Problems". */
const CARDS = [
  {
    title: 'DJs',
    icon: Headphones,
    problem: 'Gigs come through word of mouth, fees get haggled, and payment arrives late — if it arrives.',
    solution: `A public profile with your sets, matchmaking by genre and rate, requests straight to you, and payouts to your own account. Flat ${PLATFORM_FEE_MONEY} per performance hour, no subscription.`,
    to: '/djs',
  },
  {
    title: 'Clubs & Venues',
    icon: Building2,
    problem: 'Finding the right DJ for a night is slow, and a big name is out of reach for most rooms.',
    solution:
      'Book DJs in person or stream them in live in uncompressed 48 kHz audio, set up weekly residencies, and co-stream one headline set into several venues to share the cost.',
    to: '/venues',
  },
  {
    title: 'Record Labels',
    icon: Disc3,
    problem: 'Back catalogues sit idle and promos disappear into overflowing inboxes.',
    solution:
      'Monetize your back catalogue with stems and DJ-ready packages, and promote releases to the DJs who actually play your sound.',
    to: '/labels',
  },
  {
    title: 'Music Producers',
    icon: SlidersHorizontal,
    problem: 'Stems and project files earn nothing, and good producers have no simple way to teach.',
    solution:
      'Sell stems, extracted elements and DAW projects to DJs, run remix contests, and offer paid DAW training sessions.',
    to: '/producers',
  },
  {
    title: 'Music Enthusiasts',
    icon: Music2,
    problem:
      'Booking a real DJ for a private party feels like a gamble, and you miss the sets you would love.',
    solution:
      'Request DJs for your event with a clear hourly budget, pay nothing until a DJ accepts, and hear when your favorite artists play near you.',
    to: '/enthusiasts',
  },
];

export function ProblemCards() {
  return (
    <Section
      id="solutions"
      eyebrow="Why Cuepoint"
      title="How We're Solving These Problems"
      lead="Everyone around the booth has a different headache. Cuepoint gives each of them a straight answer."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ title, icon: Icon, problem, solution, to }) => (
          <li
            key={title}
            className="group flex flex-col rounded-2xl border border-ink-600 bg-ink-850 p-6 transition-colors hover:border-cue-500/60"
          >
            <span className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-cue-500/15 text-cue-400">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="text-xl font-semibold">{title}</h3>
            <p className="mt-3 text-sm text-mist-400">
              <span className="font-semibold text-mist-300">The problem: </span>
              {problem}
            </p>
            <p className="mt-3 flex-1 text-mist-200">{solution}</p>
            <Link to={to} className="mt-5 text-sm font-semibold text-wave-300 hover:text-wave-400">
              Cuepoint for {title} <span aria-hidden>→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
