import { Link, useSearchParams } from 'react-router';
import { contactTypeFrom } from '@cuepoint/domain/content/contact';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Card, Container, PageHero } from '../../ui/layout.tsx';
import { ContactForm } from './contact-form.tsx';
import { ContactSidePanel } from './contact-side-panel.tsx';

export function ContactPage() {
  usePageTitle('Contact us', 'Questions, technical support and legal requests reach the Cuepoint team here.');
  const [params] = useSearchParams();
  const type = contactTypeFrom(params.get('type'));
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Talk to the Cuepoint team"
        lead="Questions about bookings, help with a stream or a legal matter: write to us and a person will answer."
      />
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-5 sm:p-8">
          <ContactForm initialType={type} />
        </Card>
        <div className="space-y-4">
          <ContactSidePanel />
          <p className="px-1 text-sm text-mist-300">
            Found a bug? The{' '}
            <Link to="/report-bug" className="text-wave-300 underline underline-offset-2 hover:text-wave-400">
              bug report form
            </Link>{' '}
            asks for the details our engineers need.
          </p>
        </div>
      </Container>
    </>
  );
}
