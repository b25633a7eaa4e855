import { LEGAL_LAST_UPDATED } from '@cuepoint/domain/content/legal';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LegalDocument } from './legal-document.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.tsx';

export function PrivacyPage() {
  usePageTitle(
    'Privacy Policy',
    'What personal data Cuepoint collects, why, who sees it, how long we keep it and your rights.',
  );
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What we collect when you use Cuepoint, why we need it, who else sees it, how long we keep it, and how you stay in control."
      updated={LEGAL_LAST_UPDATED}
      sections={PRIVACY_SECTIONS}
    />
  );
}
