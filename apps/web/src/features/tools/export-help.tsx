import type { TTracklistFormatInfo } from '@cuepoint/domain/tracklists/format-list';

/** The two lines on where the software keeps its export, as numbered steps. */
export function ExportHelp({ format }: { format: TTracklistFormatInfo }) {
  return (
    <section
      aria-labelledby="export-help-title"
      className="rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:p-6"
    >
      <h2 id="export-help-title" className="text-lg font-semibold">
        Where to find the export
      </h2>
      <ol className="mt-4 space-y-3">
        {format.help.map((line, index) => (
          <li key={line} className="flex gap-3 text-sm leading-relaxed text-mist-200">
            <span
              aria-hidden
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-wave-400/15 text-xs font-bold text-wave-300"
            >
              {index + 1}
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
