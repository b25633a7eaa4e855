import { ComingSoon } from '../../ui/coming-soon.tsx';

export function PrivacyPage() {
  return <ComingSoon title="Privacy" description="This page is being written." />;
}
