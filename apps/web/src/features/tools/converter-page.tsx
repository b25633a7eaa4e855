import { Link, useParams } from 'react-router';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { tracklistFormatBySlug, type TTracklistFormat } from '@cuepoint/domain/tracklists/formats';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Container } from '../../ui/layout.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { ExportHelp } from './export-help.tsx';
import { OtherConverters } from './other-converters.tsx';
import { TracklistConverter } from './tracklist-converter.tsx';

/** /dj-tools/:converter; a slug that names no converter is the app's 404 page. */
export function ConverterPage() {
  const { converter = '' } = useParams();
  const format = tracklistFormatBySlug(converter);
  if (!format) return <NotFoundPage />;
  // Keyed so that moving to another converter starts with empty boxes.
  return <ConverterScreen key={format.id} format={format} />;
}

function ConverterScreen({ format }: { format: TTracklistFormat }) {
  usePageTitle(
    `${format.name} tracklist converter`,
    `Turn a ${format.name} export into a clean tracklist: one "Artist, Track" line per track with its mm:ss start time. Free, in your browser, no sign-in.`,
  );
  return (
    <>
      <header className="relative overflow-hidden border-b border-ink-700 bg-ink-950">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-40 right-[-10%] size-[30rem] rounded-full bg-[radial-gradient(closest-side,var(--color-cue-500),transparent)] opacity-10"
        />
        <Container className="relative py-8 sm:py-14">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-mist-300">
              <li>
                <Link to="/dj-tools" className="text-wave-300 underline-offset-2 hover:underline">
                  DJ tools
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page">{format.name}</li>
            </ol>
          </nav>
          <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_28rem] lg:items-start">
            <div>
              <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">
                {format.name} tracklist converter
              </h1>
              <p className="mt-4 max-w-2xl text-base text-mist-300 sm:text-lg">
                {format.summary} {format.output}
              </p>
              <p className="mt-4 flex items-start gap-2 text-sm text-mist-300">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-wave-300" aria-hidden />
                Free, no sign-in. The conversion runs in your browser, so nothing you paste or upload leaves
                your device.
              </p>
            </div>
            <ExportHelp format={format} />
          </div>
        </Container>
      </header>
      {/* The header is the first screen; the converter and the links below it are taken over after it. */}
      <HydrateLater>
        <Container className="py-8 sm:py-14">
          <TracklistConverter format={format} />
        </Container>
      </HydrateLater>
      <HydrateLater>
        <OtherConverters current={format.id} />
      </HydrateLater>
    </>
  );
}
