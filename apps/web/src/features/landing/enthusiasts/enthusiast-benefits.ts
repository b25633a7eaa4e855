import { Bell, CreditCard, Heart, PartyPopper, Radio, Sparkles } from 'lucide-react';
import type { Benefit } from '../shared/benefit-cards.tsx';

export const ENTHUSIAST_BENEFITS: readonly Benefit[] = [
  {
    title: 'A real DJ for your party',
    icon: PartyPopper,
    text: 'Request a DJ for a birthday, a wedding or a night at home with a clear hourly budget, in person or streamed live.',
  },
  {
    title: 'Pay nothing until a DJ accepts',
    icon: CreditCard,
    text: 'Your card is only authorized with the request and charged once a DJ accepts and the event is confirmed.',
  },
  {
    title: 'DJs picked for your taste',
    icon: Sparkles,
    text: 'Recommendations from the artists and genres you love, near you or streaming from anywhere.',
  },
  {
    title: 'Follow your favorite artists',
    icon: Heart,
    text: 'Keep the DJs and artists you love in one place and see where they play next.',
  },
  {
    title: 'Know when they play near you',
    icon: Bell,
    text: 'Get notified when registered DJs perform in your area, before the night sells out.',
  },
  {
    title: 'Live streams from the booth',
    icon: Radio,
    text: 'Catch sets streamed live from clubs and studios in uncompressed 48 kHz audio.',
  },
];
