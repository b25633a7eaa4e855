import type { ReactNode } from 'react';
import type { TFigureSource } from '@cuepoint/domain/labels/label-dashboard';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { SampleNote, SampleTag } from '../sample-tag.tsx';

/**
 * A section of the label dashboard: its titled card, tagged when its figures are samples, and (unless `note` is false)
 * the line saying so under the title.
 */
export function LabelSection({
  title,
  icon,
  source,
  testId,
  note = true,
  children,
}: {
  title: string;
  icon: ReactNode;
  source: TFigureSource;
  testId: string;
  note?: boolean;
  children: ReactNode;
}) {
  return (
    <DashboardCard title={title} icon={icon} action={<SampleTag source={source} />} testId={testId}>
      {note ? <SampleNote source={source} /> : null}
      {children}
    </DashboardCard>
  );
}
