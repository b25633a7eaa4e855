import { ComingSoon } from '../../ui/coming-soon.tsx';

export function AboutPage() {
  return <ComingSoon title="About" description="This page is being written." />;
}
