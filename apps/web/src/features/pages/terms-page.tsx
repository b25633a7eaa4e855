import { ComingSoon } from '../../ui/coming-soon.tsx';

export function TermsPage() {
  return <ComingSoon title="Terms" description="This page is being written." />;
}
