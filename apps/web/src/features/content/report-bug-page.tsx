import { Link } from 'react-router';
import { Bug, ListChecks, Timer } from 'lucide-react';
import { BUG_RESPONSE_TIMES } from '@cuepoint/domain/content/bug-report';
import { BUSINESS_HOURS } from '@cuepoint/domain/content/contact';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Card, Container, PageHero } from '../../ui/layout.tsx';
import { BugReportForm } from './bug-report-form.tsx';

export function ReportBugPage() {
  usePageTitle(
    'Report a bug',
    'Tell the Cuepoint team what went wrong, on the web platform or in the macOS app.',
  );
  return (
    <>
      <PageHero
        eyebrow="Report a bug"
        title="Something not working?"
        lead="Tell us what happened and how to make it happen again. Every report gets a reference ID and reaches our engineers directly."
      />
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-5 sm:p-8">
          <BugReportForm />
        </Card>
        <aside className="space-y-4" aria-label="About bug reports">
          <Card className="p-5">
            <h2 className="mb-3 flex items-center gap-2 text-base font-semibold">
              <Timer className="size-5 text-wave-400" aria-hidden />
              Response times
            </h2>
            <ul className="space-y-2 text-sm text-mist-300">
              <li>{BUG_RESPONSE_TIMES.critical}</li>
              <li>{BUG_RESPONSE_TIMES.general}</li>
              <li>Business hours: {BUSINESS_HOURS}.</li>
            </ul>
          </Card>
          <Card className="p-5">
            <h2 className="mb-3 flex items-center gap-2 text-base font-semibold">
              <ListChecks className="size-5 text-wave-400" aria-hidden />A report we can act on
            </h2>
            <ul className="list-disc space-y-1.5 pl-5 text-sm text-mist-300">
              <li>One problem per report.</li>
              <li>The exact steps, starting from a page or screen we can open.</li>
              <li>For audio or video issues: your interface or camera, and your upload or download speed.</li>
              <li>Any error message, word for word.</li>
            </ul>
          </Card>
          <p className="flex gap-2 px-1 text-sm text-mist-300">
            <Bug className="mt-0.5 size-4 shrink-0 text-mist-400" aria-hidden />
            <span>
              Not a bug? Use the{' '}
              <Link
                to="/contact?type=support"
                className="text-wave-300 underline underline-offset-2 hover:text-wave-400"
              >
                contact form
              </Link>{' '}
              for questions and account help.
            </span>
          </p>
        </aside>
      </Container>
    </>
  );
}
