import type { TTracklistFormat } from '@cuepoint/domain/tracklists/formats';
import { Checkbox } from '../../ui/field.tsx';
import { ConversionReport } from './conversion-report.tsx';
import { InputPanel } from './input-panel.tsx';
import { OutputPanel } from './output-panel.tsx';
import { SessionPicker } from './session-picker.tsx';
import { useTracklistConversion } from './use-tracklist-conversion.ts';

/** Input, output and report of one converter; the result follows the input as it is typed, pasted or uploaded. */
export function TracklistConverter({ format }: { format: TTracklistFormat }) {
  const { text, edit, file, fileError, load, clear, estimate, setEstimate, setSession, result } =
    useTracklistConversion(format);
  // docs/product/djs.md: the djay converter shows how many rows it detected.
  const rowsDetected = format.id === 'djay' && result ? result.rowsDetected : null;
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-6">
        <div className="flex min-w-0 flex-col gap-4">
          <InputPanel
            format={format}
            text={text}
            onTextChange={edit}
            file={file}
            fileError={fileError}
            onFile={(picked) => void load(picked)}
            onClear={clear}
            rowsDetected={rowsDetected}
          />
          <SessionPicker result={result} onChange={setSession} />
          {/* Only where the option changes something: not for a rekordbox .cue (real times) or .m3u8 (always summed). */}
          {format.canEstimateStartTimes && (!result || result.canEstimateStartTimes) ? (
            <Checkbox
              checked={estimate}
              onChange={(event) => setEstimate(event.target.checked)}
              label="Estimate start times from track lengths"
              description="An estimate, not the times you played: each track starts when the ones before it would have ended (the Time column). Mixes overlap, so check the times against your recording."
            />
          ) : null}
        </div>
        <OutputPanel result={result} slug={format.slug} />
      </div>
      {result ? <ConversionReport format={format} result={result} /> : null}
    </div>
  );
}
