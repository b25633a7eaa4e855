import { CalendarCheck, CreditCard, Radio, Repeat, Sparkles, Speaker } from 'lucide-react';
import type { Benefit } from '../shared/benefit-cards.tsx';

/** docs/product/content.md: the venues page has six benefit cards. */
export const VENUE_BENEFITS: readonly Benefit[] = [
  {
    title: 'The right DJ for the night',
    icon: Sparkles,
    text: 'Matchmaking by genre, budget and the artists your crowd loves, with each DJ’s sets, rating and track record to listen to first.',
  },
  {
    title: 'Stream a DJ in live',
    icon: Speaker,
    text: 'Book a DJ from anywhere and play their live set through your own sound system in uncompressed 48 kHz PCM audio with the Cuepoint app.',
  },
  {
    title: 'Co-stream headline sets',
    icon: Radio,
    text: 'Share one headline set with other venues in other cities and split the cost of a name your room could not book alone.',
  },
  {
    title: 'Weekly residencies',
    icon: Repeat,
    text: 'Give your best night a resident DJ: the same slot every week, booked once and paid night by night.',
  },
  {
    title: 'Nothing charged until a DJ accepts',
    icon: CreditCard,
    text: 'Your card is only authorized with a request and charged once a DJ accepts and the event is confirmed. No DJ, no charge.',
  },
  {
    title: 'Events and bookings in one place',
    icon: CalendarCheck,
    text: 'Your events, favorite DJs, offers, contracts and opening hours in one dashboard, with live booking updates.',
  },
];
