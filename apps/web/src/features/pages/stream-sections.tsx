import {
  AudioWaveform,
  Building2,
  CalendarCheck,
  CalendarClock,
  CreditCard,
  Headphones,
  Plane,
  Radio,
  Share2,
  Speaker,
  Target,
} from 'lucide-react';
import { APP_SYSTEM_REQUIREMENTS, STREAM_AUDIO_FORMAT } from '@cuepoint/domain/content/app-requirements';
import { ButtonLink } from '../../ui/button.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { Card, Section } from '../../ui/layout.tsx';
import { IconCards } from './icon-cards.tsx';

const STEPS = [
  {
    icon: Building2,
    title: 'Venues book',
    text: 'Pick a DJ by genre, rate and the artists your crowd loves, choose the night and the set length. Your card is authorized, not charged.',
  },
  {
    icon: Headphones,
    title: 'DJs perform live',
    text: 'The DJ plays from their own booth or studio, and the Cuepoint app sends the set the moment it leaves their mixer.',
  },
  {
    icon: Speaker,
    title: 'Venues receive',
    text: 'The Cuepoint app at the venue plays the set live through the house sound system. The dance floor hears it as it happens.',
  },
];

export function StreamSteps() {
  return (
    <Section
      id="how-stream-works"
      eyebrow="How it works"
      title="One live set, from their booth to your floor"
    >
      <ol className="grid gap-5 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-2xl border border-ink-600 bg-ink-850 p-6">
            <div className="flex items-center justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-cue-500/15 text-cue-400">
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="font-display text-4xl font-bold text-mist-400" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="mt-2 text-mist-300">{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const BENEFITS = [
  {
    icon: Plane,
    title: 'Headliners without the travel',
    text: 'Book DJs from other cities and countries with no flights, hotels or riders to pay for.',
  },
  {
    icon: Share2,
    title: 'Share a set by co-streaming',
    text: 'Co-stream one DJ set into several venues at once, each paying for its own stream, so big names fit smaller budgets.',
  },
  {
    icon: CalendarClock,
    title: 'Weekly residencies',
    text: 'Give a DJ you love a regular night every week, wherever they live, and build a crowd that comes back.',
  },
  {
    icon: Target,
    title: 'Matched to your crowd',
    text: 'Matchmaking by genre, rate and preferred artists puts the right DJs in front of you, not just the loudest.',
  },
  {
    icon: CreditCard,
    title: 'Pay only when it is confirmed',
    text: 'Your card is charged only when a DJ accepts and the event is confirmed — nothing if nobody accepts or you cancel.',
  },
  {
    icon: CalendarCheck,
    title: 'No subscription',
    text: 'There is no monthly fee for venues. You pay the DJ’s agreed rate for the nights you book, and that is it.',
  },
];

export function StreamBenefits() {
  return (
    <Section
      id="venue-benefits"
      eyebrow="For venues"
      title="Why venues stream with Cuepoint"
      lead="Live DJs every night you want them, without the cost and logistics of bringing every artist to your door."
      className="bg-ink-950/60"
    >
      <IconCards
        cards={BENEFITS}
        className="sm:grid-cols-2 lg:grid-cols-3"
        cardClassName="bg-ink-850"
        iconClassName="text-wave-300"
      />
    </Section>
  );
}

export function StreamTechnology() {
  return (
    <Section
      id="technology"
      eyebrow="Under the hood"
      title="Built for club sound systems"
      lead="Streaming services squeeze audio to save bandwidth. A dance floor needs the full signal, so the Cuepoint app leaves it alone."
    >
      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="flex flex-col bg-gradient-to-br from-ink-800 to-ink-900 sm:p-8">
          <AudioWaveform className="size-8 text-cue-400" aria-hidden />
          <p className="mt-6 font-display text-5xl font-bold sm:text-6xl">48 kHz</p>
          <h3 className="mt-2 text-xl font-semibold">{STREAM_AUDIO_FORMAT} audio</h3>
          <p className="mt-3 text-mist-300">
            No MP3, no AAC, no lossy codec anywhere in the chain: the venue receives the same uncompressed PCM
            signal the DJ’s mixer produces, at the 48 kHz sample rate used across professional audio.
          </p>
          <div className="mt-auto flex flex-wrap gap-2 pt-6">
            <Badge tone="cue">Uncompressed</Badge>
            <Badge tone="wave">48 kHz PCM</Badge>
            <Badge>Live, not recorded</Badge>
          </div>
        </Card>
        <Card className="sm:p-8">
          <Radio className="size-8 text-wave-300" aria-hidden />
          <h3 className="mt-6 text-xl font-semibold">Cuepoint app requirements</h3>
          <p className="mt-2 text-mist-300">Both the DJ and the venue run the Cuepoint app for macOS.</p>
          <dl className="mt-6 divide-y divide-ink-600 border-y border-ink-600">
            {APP_SYSTEM_REQUIREMENTS.map((row) => (
              <div
                key={row.label}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-6"
              >
                <dt className="text-mist-300">{row.label}</dt>
                <dd className="font-semibold text-mist-100 sm:text-right">{row.value}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink to="/app" variant="outline" size="sm" className="mt-6">
            Get the Cuepoint app
          </ButtonLink>
        </Card>
      </div>
    </Section>
  );
}
