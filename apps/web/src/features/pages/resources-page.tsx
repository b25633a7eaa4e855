import { ComingSoon } from '../../ui/coming-soon.tsx';

export function ResourcesPage() {
  return <ComingSoon title="Resources" description="This page is being written." />;
}
