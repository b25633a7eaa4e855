import { useId } from 'react';
import { Check, Copy, Download } from 'lucide-react';
import { TRACKLIST_UI } from '@cuepoint/domain/tracklists/messages';
import type { TTracklistResult } from '@cuepoint/domain/tracklists/types';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { controlClasses } from '../../ui/field.tsx';
import { SKIPPED_LINES_ID } from './conversion-report.tsx';
import { downloadText, tracklistFileName } from './download-text.ts';
import { useCopyToClipboard } from './use-copy-to-clipboard.ts';

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

function Summary({ result }: { result: TTracklistResult | null }) {
  if (!result) return <>Nothing converted yet.</>;
  const skipped = result.skipped.length;
  return (
    <>
      <span className="font-semibold text-mist-100">
        {plural(result.tracks.length, 'track', 'tracks')} converted
      </span>
      {skipped > 0 ? (
        <>
          {' · '}
          <a href={`#${SKIPPED_LINES_ID}`} className="text-amber-cue underline underline-offset-2">
            {plural(skipped, 'line', 'lines')} could not be read
          </a>
        </>
      ) : null}
    </>
  );
}

/** The converted tracklist with Copy and Download .txt; `slug` names the downloaded file after the converter. */
export function OutputPanel({ result, slug }: { result: TTracklistResult | null; slug: string }) {
  const id = useId();
  const { state, copy } = useCopyToClipboard();
  const output = result?.output ?? '';
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="font-display text-lg font-semibold">
            {TRACKLIST_UI.outputLabel}
          </label>
          {result?.estimated ? <Badge tone="amber">Estimated times</Badge> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={output === ''}
            onClick={() => downloadText(output, tracklistFileName(slug, new Date()))}
            icon={<Download className="size-4" aria-hidden />}
          >
            Download .txt
          </Button>
          <Button
            size="sm"
            variant={state === 'copied' ? 'secondary' : 'primary'}
            disabled={output === ''}
            onClick={() => void copy(output)}
            icon={
              state === 'copied' ? (
                <Check className="size-4" aria-hidden />
              ) : (
                <Copy className="size-4" aria-hidden />
              )
            }
            className="min-w-28"
          >
            {state === 'copied' ? TRACKLIST_UI.copied : TRACKLIST_UI.copy}
          </Button>
        </div>
      </div>
      <textarea
        id={id}
        value={output}
        readOnly
        placeholder={TRACKLIST_UI.outputPlaceholder}
        aria-describedby={`${id}-summary`}
        spellCheck={false}
        className={cn(controlClasses, 'h-72 resize-y bg-ink-950 font-mono text-sm leading-relaxed lg:h-96')}
        style={{ tabSize: 4 }}
      />
      <p id={`${id}-summary`} role="status" className="text-sm text-mist-300">
        <Summary result={result} />
      </p>
      <p className="text-sm text-mist-400">
        One line per track: Artist, Track, a tab, then the start time as mm:ss, ready to paste into a mix
        description.
      </p>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-red-300">
          Your browser blocked copying. Select the converted tracklist and copy it yourself.
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {state === 'copied' ? 'Converted tracklist copied to the clipboard.' : ''}
      </p>
    </div>
  );
}
