import { Banknote, Disc3, Headphones, Radio, Repeat, Sparkles } from 'lucide-react';
import type { Benefit } from '../shared/benefit-cards.tsx';
import { PLATFORM_FEE_MONEY } from '../../pages/fee-text.ts';

export const DJ_BENEFITS: readonly Benefit[] = [
  {
    title: 'Intelligent matchmaking',
    icon: Sparkles,
    text: 'Venues and music lovers find you by genre, rate and the artists you sound like, and requests come straight to you.',
  },
  {
    title: 'Play in person or on the stream',
    icon: Headphones,
    text: 'Take club nights and private parties, or play live into a venue from your own studio in uncompressed 48 kHz PCM audio through the Cuepoint app.',
  },
  {
    title: 'Weekly residencies',
    icon: Repeat,
    text: 'Venues can book you for the same night every week: steady income you can plan around.',
  },
  {
    title: 'Co-streaming',
    icon: Radio,
    text: 'One set, several venues: your live stream plays into more than one room at once, each venue paying its share.',
  },
  {
    title: 'Paid directly, no subscription',
    icon: Banknote,
    text: `Payouts go to your own connected account. You pay ${PLATFORM_FEE_MONEY} per performance hour plus card fees at cost, and nothing per month.`,
  },
  {
    title: 'A DJ pool of fresh promos',
    icon: Disc3,
    text: 'Promo music, stems and edits from labels and producers, ready for your next set.',
  },
];
