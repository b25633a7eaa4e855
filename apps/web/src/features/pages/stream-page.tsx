import { ComingSoon } from '../../ui/coming-soon.tsx';

export function StreamPage() {
  return <ComingSoon title="Stream" description="This page is being written." />;
}
