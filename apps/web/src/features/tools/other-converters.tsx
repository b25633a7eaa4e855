import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { TRACKLIST_FORMAT_LIST } from '@cuepoint/domain/tracklists/format-list';
import type { TTracklistFormatId } from '@cuepoint/domain/tracklists/types';
import { Container } from '../../ui/layout.tsx';

/** Links to the converters for the other DJ apps, for DJs who play on more than one. */
export function OtherConverters({ current }: { current: TTracklistFormatId }) {
  const others = TRACKLIST_FORMAT_LIST.filter((format) => format.id !== current);
  return (
    <section aria-labelledby="other-converters-title" className="border-t border-ink-700 bg-ink-950">
      <Container className="py-12 sm:py-16">
        <h2 id="other-converters-title" className="text-2xl font-bold">
          More free converters
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((format) => (
            <li key={format.id}>
              <Link
                to={format.path}
                className="group flex h-full items-center justify-between gap-3 rounded-xl border border-ink-600 bg-ink-850 px-4 py-3 font-semibold hover:border-cue-500"
              >
                {format.name}
                <ArrowRight className="size-4 shrink-0 text-mist-400 group-hover:text-cue-300" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-mist-300">
          Or see{' '}
          <Link to="/dj-tools" className="text-wave-300 underline underline-offset-2 hover:text-wave-400">
            all DJ tools
          </Link>
          .
        </p>
      </Container>
    </section>
  );
}
