import type { ReactNode } from 'react';
import { Disc3, MapPin } from 'lucide-react';
import type { TLabelDashboardFigures } from '@cuepoint/domain/labels/label-dashboard';
import { Badge } from '../../ui/feedback.tsx';
import { countText } from './label-format.ts';
import { DjPoolCard } from './sections/dj-pool-card.tsx';
import { PerformanceRightsCard } from './sections/performance-rights-card.tsx';
import { RevenueStreamsCard } from './sections/revenue-streams-card.tsx';
import { StemsPackagesCard } from './sections/stems-packages-card.tsx';
import { StemsSalesCard } from './sections/stems-sales-card.tsx';

function place(label: TLabelDashboardFigures['label']): string | null {
  const parts = [label.city, label.country].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : null;
}

/**
 * The label dashboard as a view of its figures (docs/product/producers-and-labels.md): the label's header, then stems
 * sales, revenue streams, DJ pool performance, stems packages performance and the public performance rights progress.
 * It fetches nothing: the signed-in page passes the label's figures, the /labels page its sample figures. Sections of
 * sample figures say so. `titleAs` lets a page that already has a main heading embed it one level down.
 */
export function LabelDashboardView({
  data,
  titleAs: Title = 'h1',
  actions,
}: {
  data: TLabelDashboardFigures;
  titleAs?: 'h1' | 'h2';
  actions?: ReactNode;
}) {
  const { label } = data;
  const where = place(label);
  return (
    <div className="flex flex-col gap-6" data-testid="label-dashboard">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-cue-400">Label dashboard</p>
          <Title className="mt-2 font-display text-3xl font-bold sm:text-4xl">{label.label_name}</Title>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-mist-300">
            {where ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden /> {where}
              </span>
            ) : null}
            {label.catalogue_size !== null ? (
              <span className="inline-flex items-center gap-1.5">
                <Disc3 className="size-4" aria-hidden /> {countText(label.catalogue_size)} releases in the
                catalogue
              </span>
            ) : null}
            {label.monetize_back_catalogue ? <Badge tone="cue">Monetizing the back catalogue</Badge> : null}
            {label.promote_to_djs ? <Badge tone="wave">Promoting to DJs</Badge> : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <StemsSalesCard sales={data.stems_sales} />
        <RevenueStreamsCard revenue={data.revenue_streams} />
        <DjPoolCard pool={data.dj_pool} />
        <StemsPackagesCard stems={data.stems_packages} />
        <div className="lg:col-span-2">
          <PerformanceRightsCard rights={data.performance_rights} />
        </div>
      </div>
    </div>
  );
}
