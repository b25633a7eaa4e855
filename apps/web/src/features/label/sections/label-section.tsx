import type { ReactNode } from 'react';
import { Award, Coins, Headphones, Package, ShoppingBag } from 'lucide-react';
import type { TFigureSource } from '@cuepoint/domain/labels/label-dashboard';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { SampleNote, SampleTag } from '../sample-tag.tsx';

/** The label dashboard's sections: each one's title and icon (its test id is `label-` and its key). */
const SECTIONS = {
  'revenue-streams': { title: 'Revenue Streams', Icon: Coins },
  'dj-pool': { title: 'DJ Pool Performance', Icon: Headphones },
  'stems-sales': { title: 'Stems Sales', Icon: ShoppingBag },
  'stems-packages': { title: 'Stems Packages Performance', Icon: Package },
  'performance-rights': { title: 'Public Performance Rights', Icon: Award },
} as const;

/**
 * A section of the label dashboard: its titled card, tagged when its figures are samples, and (unless `note` is false)
 * the line saying so under the title.
 */
export function LabelSection({
  section,
  source,
  note = true,
  children,
}: {
  section: keyof typeof SECTIONS;
  source: TFigureSource;
  note?: boolean;
  children: ReactNode;
}) {
  const { title, Icon } = SECTIONS[section];
  return (
    <DashboardCard
      title={title}
      icon={<Icon className="size-5" aria-hidden />}
      action={<SampleTag source={source} />}
      testId={`label-${section}`}
    >
      {note ? <SampleNote source={source} /> : null}
      {children}
    </DashboardCard>
  );
}
