import { Link } from 'react-router';
import {
  Building2,
  CalendarClock,
  Disc3,
  Handshake,
  Headphones,
  HeartHandshake,
  ListMusic,
  MapPin,
  Music2,
  Radio,
  Route,
  Scale,
  Share2,
  SlidersHorizontal,
  Sparkles,
  Target,
  Volume2,
} from 'lucide-react';
import { feeBreakdown, PAYOUT_EXAMPLES } from '@cuepoint/domain/pricing/fees';
import { Card, Section } from '../../ui/layout.tsx';
import { IconCards } from './icon-cards.tsx';
import { CARD_FEE, PLATFORM_FEE_MONEY, PLATFORM_FEE_PER_HOUR } from './fee-text.ts';
import { formatMoney } from '@cuepoint/domain/money/format-money';

const AUDIENCES = [
  {
    icon: Headphones,
    title: 'DJs',
    cta: 'Cuepoint for DJs',
    text: 'Get booked in person or on the stream, promote your sets and get paid to your own account.',
    to: '/djs',
  },
  {
    icon: Building2,
    title: 'Venues',
    cta: 'Cuepoint for venues',
    text: 'Clubs, bars and shops find DJs who fit their crowd and budget, for one night or every week.',
    to: '/venues',
  },
  {
    icon: Music2,
    title: 'Music enthusiasts',
    cta: 'Cuepoint for music enthusiasts',
    text: 'Book a DJ for a private party and hear when the artists you love play near you.',
    to: '/enthusiasts',
  },
  {
    icon: SlidersHorizontal,
    title: 'Producers',
    cta: 'Cuepoint for producers',
    text: 'Sell tracks, stems and DAW projects to DJs, run remix contests and teach your craft.',
    to: '/producers',
  },
  {
    icon: Disc3,
    title: 'Labels',
    cta: 'Cuepoint for labels',
    text: 'Monetize your back catalogue and promote new releases to the DJs who play your sound.',
    to: '/labels',
  },
  {
    icon: Route,
    title: 'Tour managers',
    text: 'Coordinate bookings for the artists you look after, in the room and on the stream, from one account.',
  },
] as const;

export function AboutAudiences() {
  return (
    <Section
      id="who"
      eyebrow="Who it is for"
      title="Everyone around the booth"
      lead="Six kinds of people make a night happen. Cuepoint gives each of them a place to meet the others."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {AUDIENCES.map((audience) => {
          const Icon = audience.icon;
          return (
            <li
              key={audience.title}
              className="flex flex-col rounded-2xl border border-ink-600 bg-ink-850 p-6"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-cue-500/15 text-cue-400">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{audience.title}</h3>
              <p className="mt-2 flex-1 text-mist-300">{audience.text}</p>
              {'cta' in audience ? (
                <Link
                  to={audience.to}
                  className="mt-4 text-sm font-semibold text-wave-300 hover:text-wave-400"
                >
                  {audience.cta} <span aria-hidden>→</span>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const FEATURES = [
  {
    icon: MapPin,
    title: 'In-person bookings',
    text: 'Request a DJ for a club night, a bar or a private party, with dates, duration and budget up front.',
  },
  {
    icon: Radio,
    title: 'Live-streamed bookings',
    text: 'DJs play from their own booth and the Cuepoint app streams the set into the venue in uncompressed 48 kHz audio.',
  },
  {
    icon: Target,
    title: 'Matchmaking',
    text: 'Matches by genre, rate and preferred artists, so venues and fans find DJs who fit, and DJs find rooms that want them.',
  },
  {
    icon: CalendarClock,
    title: 'Weekly residencies',
    text: 'Give a DJ a regular night, in the room or on the stream, and build a crowd that keeps coming back.',
  },
  {
    icon: Share2,
    title: 'Co-streaming',
    text: 'One DJ set streamed to several venues at once, so a headline act fits a smaller room’s budget.',
  },
  {
    icon: ListMusic,
    title: 'DJ pool and free tools',
    text: 'Promo music from labels and producers, plus free tracklist converters for rekordbox, Serato, VirtualDJ, djay and 1001Tracklists.',
  },
] as const;

export function AboutFeatures() {
  return (
    <Section
      id="what"
      eyebrow="What it does"
      title="Bookings, streams and the tools around them"
      className="bg-ink-950/60"
    >
      <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <Icon className="mt-1 size-6 shrink-0 text-wave-300" aria-hidden />
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-mist-300">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-mist-300">
        Try the{' '}
        <Link
          to="/dj-tools"
          className="font-semibold text-wave-300 underline underline-offset-2 hover:text-wave-400"
        >
          free DJ tools
        </Link>{' '}
        — no account needed — or see{' '}
        <Link
          to="/cuepoint-stream"
          className="font-semibold text-wave-300 underline underline-offset-2 hover:text-wave-400"
        >
          how Cuepoint Stream works
        </Link>
        .
      </p>
    </Section>
  );
}

export function AboutPricing() {
  return (
    <Section
      id="pricing"
      eyebrow="Fair pricing"
      title={`${PLATFORM_FEE_MONEY} per performance hour. No subscription.`}
      lead={`DJs pay a platform fee of ${PLATFORM_FEE_PER_HOUR} EUR, USD or GBP per performance hour, plus card fees of ${CARD_FEE} passed through at cost. Whoever books pays the DJ’s rate and nothing on top, and the money goes straight to the DJ’s own connected payout account.`}
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {PAYOUT_EXAMPLES.map((example) => {
          const fees = feeBreakdown(example.hours, example.rate * 100);
          return (
            <li key={`${example.hours}-${example.currency}`}>
              <Card className="h-full">
                <p className="text-sm text-mist-300">
                  {example.hours} h at {formatMoney(example.rate * 100, example.currency)}/h
                </p>
                <p className="mt-3 font-display text-3xl font-bold text-wave-300">
                  {formatMoney(fees.djPayoutMinor, example.currency)}
                </p>
                <p className="text-sm text-mist-300">the DJ receives</p>
                <dl className="mt-4 space-y-1 border-t border-ink-600 pt-4 text-sm">
                  <div className="flex justify-between gap-3">
                    <dt className="text-mist-300">Booking</dt>
                    <dd>{formatMoney(fees.customerPaysMinor, example.currency)}</dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-mist-300">Platform fee</dt>
                    <dd>−{formatMoney(fees.platformFeeMinor, example.currency)}</dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-mist-300">Card fee</dt>
                    <dd>−{formatMoney(fees.processingFeeMinor, example.currency)}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const VALUES = [
  {
    icon: Scale,
    title: 'Fair to artists',
    text: 'A flat, tiny fee and direct payouts. DJs keep what they earn, and nobody pays a subscription to be found.',
  },
  {
    icon: Volume2,
    title: 'Sound comes first',
    text: 'Streams stay uncompressed because a dance floor deserves the full signal, not a squeezed copy.',
  },
  {
    icon: Handshake,
    title: 'Clear on both sides',
    text: 'Rates, dates and terms agreed up front, and cards charged only when a DJ accepts and the event is confirmed.',
  },
  {
    icon: HeartHandshake,
    title: 'Scenes, not just stars',
    text: 'Local DJs, small rooms and niche genres matter. Matchmaking and co-streaming help them reach each other.',
  },
  {
    icon: Sparkles,
    title: 'Free where we can',
    text: 'The DJ tools are free for everyone, with no account needed, because good tools should not be a paywall.',
  },
] as const;

export function AboutValues() {
  return (
    <Section id="values" eyebrow="What we believe" title="Our values" className="bg-ink-950/60">
      <IconCards cards={VALUES} className="sm:grid-cols-2 lg:grid-cols-5" iconClassName="text-cue-400" />
    </Section>
  );
}
