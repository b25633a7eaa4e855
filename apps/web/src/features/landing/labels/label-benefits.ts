import { Archive, BadgeCheck, ChartColumn, Disc3, Layers, Megaphone } from 'lucide-react';
import { LABEL_DJ_TARGET, LABEL_VENUE_TARGET } from '@cuepoint/domain/labels/label-figures';
import type { Benefit } from '../shared/benefit-cards.tsx';

export const LABEL_BENEFITS: readonly Benefit[] = [
  {
    title: 'Monetize your back catalogue',
    icon: Archive,
    text: 'Give releases that sit idle a second life as DJ-ready stems and packages, sold to the DJs who play your sound.',
  },
  {
    title: 'Promote to working DJs',
    icon: Megaphone,
    text: 'Send new releases to the DJ pool instead of overflowing inboxes, and see who downloads them.',
  },
  {
    title: 'Stems packages',
    icon: Layers,
    text: 'Package the stems of a release and follow each package’s sales.',
  },
  {
    title: 'DJ pool performance',
    icon: Disc3,
    text: 'Downloads, plays and the DJs behind them, release by release.',
  },
  {
    title: 'Revenue streams at a glance',
    icon: ChartColumn,
    text: 'Stem sales, packages and pool activity side by side, with charts over time.',
  },
  {
    title: 'Public performance rights',
    icon: BadgeCheck,
    text: `Follow how many venues and DJs are covered to play your catalogue in public, toward ${LABEL_VENUE_TARGET} venues and ${LABEL_DJ_TARGET} DJs.`,
  },
];
