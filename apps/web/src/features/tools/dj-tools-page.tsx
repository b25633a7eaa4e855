import { Link } from 'react-router';
import { AlertTriangle, ArrowRight, Clock3, ListChecks, ShieldCheck } from 'lucide-react';
import { TRACKLIST_FORMAT_LIST, type TTracklistFormatInfo } from '@cuepoint/domain/tracklists/format-list';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { Container, PageHero } from '../../ui/layout.tsx';
import { extensionList } from './upload-problem.ts';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';

/** What the djay sample in the fixtures gives: the output every converter writes. */
const SAMPLE_OUTPUT = [
  'Rhythim Is Rhythim, Strings of Life\t00:00',
  'Stardust, Music Sounds Better With You\t04:45',
  'Alison Limerick - Frankie Knuckles, Where Love Lives (Come On In)\t11:00',
  'Sound Stylistics, The "Pressure" Dub\t17:05',
].join('\n');

const OUTPUT_RULES = [
  {
    icon: ListChecks,
    text: 'One line per track: artist, a comma, the title, a tab, then the start time as mm:ss. Long sets keep counting minutes (75:30).',
  },
  {
    icon: Clock3,
    text: 'The first track starts at 00:00, and a comma inside an artist name becomes " - ", so every line splits cleanly.',
  },
  {
    icon: AlertTriangle,
    text: 'Lines that cannot be read are listed with their line number and the reason, never dropped without a word.',
  },
  {
    icon: ShieldCheck,
    text: 'Everything runs in your browser: nothing you paste or upload is sent to Cuepoint, and no account is needed.',
  },
];

function ConverterCard({ format }: { format: TTracklistFormatInfo }) {
  return (
    <li className="relative flex flex-col rounded-2xl border border-ink-600 bg-ink-850 p-6 transition-colors focus-within:border-cue-500 hover:border-cue-500">
      <h2 className="text-xl font-bold">
        <Link
          to={format.path}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {format.name}
        </Link>
      </h2>
      <p className="mt-2 text-mist-200">{format.summary}</p>
      <p className="mt-3 text-sm text-mist-300">
        <span className="font-semibold text-mist-100">Output: </span>
        {format.output}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
        <Badge>Paste</Badge>
        {format.upload ? <Badge tone="wave">Upload {extensionList(format.upload.extensions)}</Badge> : null}
        <span
          aria-hidden
          className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-cue-300"
        >
          Open <ArrowRight className="size-4" />
        </span>
      </div>
    </li>
  );
}

export function DjToolsPage() {
  usePageTitle(
    'Free DJ tools: tracklist converters',
    'Free tracklist converters for Algoriddim djay, 1001Tracklists, VirtualDJ, Serato DJ and rekordbox exports: clean Artist, Track and mm:ss lines, no sign-in.',
  );
  return (
    <>
      <PageHero
        eyebrow="Free DJ tools"
        title="Tracklist converters"
        lead="Turn what your DJ software exports into a clean, timestamped tracklist for a mix upload, a set description or a radio show. Pick the app you played with."
      />
      {/* Below the hero: taken over after the first screen. */}
      <HydrateLater>
        <Container className="py-12 sm:py-16">
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {TRACKLIST_FORMAT_LIST.map((format) => (
              <ConverterCard key={format.id} format={format} />
            ))}
            <li className="flex flex-col rounded-2xl border border-dashed border-ink-500 p-6">
              <h2 className="text-xl font-bold">Missing your DJ app?</h2>
              <p className="mt-2 text-mist-200">
                Play on Traktor, Engine DJ or something else? Tell us which export you would like converted
                next.
              </p>
              <div className="mt-auto pt-5">
                <ButtonLink to="/contact?type=general" variant="outline" size="sm">
                  Ask for a converter
                </ButtonLink>
              </div>
            </li>
          </ul>
          <section
            aria-labelledby="output-title"
            className="mt-16 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start"
          >
            <div>
              <h2 id="output-title" className="text-2xl font-bold sm:text-3xl">
                What you get
              </h2>
              <ul className="mt-6 space-y-4">
                {OUTPUT_RULES.map(({ icon: Icon, text }) => (
                  <li key={text} className="flex gap-3 text-mist-200">
                    <Icon className="mt-0.5 size-5 shrink-0 text-wave-300" aria-hidden />
                    <span>{text}</span>
                  </li>
                ))}
              </ul>
            </div>
            <figure className="min-w-0">
              <pre
                className="whitespace-pre-wrap break-words rounded-2xl border border-ink-600 bg-ink-950 p-5 font-mono text-sm leading-relaxed text-mist-100"
                style={{ tabSize: 4 }}
              >
                {SAMPLE_OUTPUT}
              </pre>
              <figcaption className="mt-3 text-sm text-mist-400">
                A djay history converted: times count from the first track.
              </figcaption>
            </figure>
          </section>
        </Container>
      </HydrateLater>
    </>
  );
}
