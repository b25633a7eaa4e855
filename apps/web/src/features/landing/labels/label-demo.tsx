import { Container } from '../../../ui/layout.tsx';
import { LABEL_DEMO_DATA } from '../../label/demo-data.ts';
import { LabelDashboardView } from '../../label/label-dashboard-view.tsx';

/** The label page's demo dashboard (docs/product/content.md): the label dashboard's own view on its sample figures. */
export function LabelDemo() {
  return (
    <Container className="py-8 sm:py-10">
      <LabelDashboardView data={LABEL_DEMO_DATA} />
    </Container>
  );
}
