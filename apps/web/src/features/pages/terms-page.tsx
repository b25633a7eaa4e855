import { LEGAL_LAST_UPDATED } from '@cuepoint/domain/content/legal';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LegalDocument } from './legal-document.tsx';
import { TERMS_SECTIONS } from './terms-sections.tsx';

export function TermsPage() {
  usePageTitle(
    'Terms of Service',
    'The rules for using Cuepoint: accounts, bookings, payments and fees, streams and content.',
  );
  return (
    <LegalDocument
      title="Terms of Service"
      lead="The rules for using Cuepoint: accounts, booking requests, payments and fees, live streams, and the content you share."
      updated={LEGAL_LAST_UPDATED}
      sections={TERMS_SECTIONS}
    />
  );
}
