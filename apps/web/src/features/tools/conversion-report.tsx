import { AlertTriangle, Info } from 'lucide-react';
import type { TTracklistFormatInfo } from '@cuepoint/domain/tracklists/format-list';
import type { TTracklistResult } from '@cuepoint/domain/tracklists/types';
import { Alert } from '../../ui/feedback.tsx';

export const SKIPPED_LINES_ID = 'skipped-lines';

/** Enough to see what went wrong; the count above the list always gives the full number. */
export const MAX_SKIPPED_SHOWN = 200;

/** What the conversion noticed: remarks on the result and every line that gave no track. */
export function ConversionReport({
  format,
  result,
}: {
  format: TTracklistFormatInfo;
  result: TTracklistResult;
}) {
  const { notes, skipped } = result;
  const shown = skipped.slice(0, MAX_SKIPPED_SHOWN);
  return (
    <div className="flex flex-col gap-6">
      {result.tracks.length === 0 ? (
        <Alert tone="error">
          No tracks found in this input.{' '}
          {result.problem ??
            `Check that it is the ${format.name} export described above; the lines below say what did not fit.`}
        </Alert>
      ) : null}
      {notes.length > 0 ? (
        <section
          aria-labelledby="conversion-notes"
          className="rounded-2xl border border-ink-600 bg-ink-850 p-5"
        >
          <h2 id="conversion-notes" className="flex items-center gap-2 text-lg font-semibold">
            <Info className="size-5 text-wave-300" aria-hidden />
            About this conversion
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-mist-200">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {skipped.length > 0 ? (
        <section
          id={SKIPPED_LINES_ID}
          aria-labelledby={`${SKIPPED_LINES_ID}-title`}
          className="scroll-mt-24 rounded-2xl border border-amber-cue/40 bg-ink-850 p-5"
        >
          <h2 id={`${SKIPPED_LINES_ID}-title`} className="flex items-center gap-2 text-lg font-semibold">
            <AlertTriangle className="size-5 text-amber-cue" aria-hidden />
            Lines that could not be read ({skipped.length})
          </h2>
          <p className="mt-1 text-sm text-mist-300">
            These lines are not in the converted tracklist. Fix them in the input, or add the tracks by hand.
          </p>
          <ol className="mt-4 divide-y divide-ink-700">
            {shown.map((line, index) => (
              <li
                key={`${line.line}-${index}`}
                className="grid gap-1 py-3 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-4"
              >
                <span className="text-sm font-semibold text-amber-cue">Line {line.line}</span>
                <div className="min-w-0">
                  <code className="block break-all font-mono text-sm text-mist-100">{line.text}</code>
                  <p className="mt-1 text-sm text-mist-300">{line.reason}</p>
                </div>
              </li>
            ))}
          </ol>
          {skipped.length > shown.length ? (
            <p className="mt-3 text-sm text-mist-300">
              And {skipped.length - shown.length} more lines that could not be read, not listed here.
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
