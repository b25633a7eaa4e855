import { Disc3, FileAudio, GraduationCap, Layers, ShieldCheck, Trophy } from 'lucide-react';
import type { Benefit } from '../shared/benefit-cards.tsx';

export const PRODUCER_BENEFITS: readonly Benefit[] = [
  {
    title: 'Sell stems to DJs',
    icon: Layers,
    text: 'Offer a 4-stem pack of your track (kick, bass, harmony and vocal) at your own price, for DJs who want to play it their way.',
  },
  {
    title: 'Extracted elements and projects',
    icon: FileAudio,
    text: 'Sell the loops and one-shots of a track, or the whole DAW project, to DJs and producers who want to learn from it.',
  },
  {
    title: 'Into the DJ pool',
    icon: Disc3,
    text: 'Your tracks reach working DJs through the DJ pool, and you see what they download.',
  },
  {
    title: 'Remix contests',
    icon: Trophy,
    text: 'Invite remixes of your music, or remix others’, with your own remix page at remix.me.',
  },
  {
    title: 'Offer DAW training',
    icon: GraduationCap,
    text: 'Teach production, mixing or your DAW in paid sessions at your own hourly rate.',
  },
  {
    title: 'Your rights, your terms',
    icon: ShieldCheck,
    text: 'You confirm you own the rights to what you upload and authorize its public performance, so DJs can play it with confidence.',
  },
];
