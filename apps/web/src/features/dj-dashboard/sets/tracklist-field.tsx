import { useId, useState, type ChangeEvent } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { decodeText } from '@cuepoint/domain/tracklists/decode-text';
import {
  DJ_SET_MESSAGES,
  DJ_SET_TRACKLIST_MAX,
  TRACKLIST_ACCEPT,
  isTracklistFile,
} from '@cuepoint/domain/djs/set-rules';
import { buttonClasses } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

type Props = {
  text: string;
  filename: string | null;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange(next: { text: string; filename: string | null }): void;
};

/**
 * The tracklist, pasted or read from a file (csv, json, m3u, txt) in the browser: the file's text fills the box,
 * still editable, and its name goes along so the server reads it with the right parser.
 */
export function TracklistField({ text, filename, invalid, describedBy, onChange }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [fileError, setFileError] = useState<string | null>(null);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isTracklistFile(file.name)) {
      setFileError(DJ_SET_MESSAGES.tracklistFileInvalid);
      return;
    }
    const content = decodeText(new Uint8Array(await file.arrayBuffer()));
    if (content.length > DJ_SET_TRACKLIST_MAX) {
      setFileError(`Tracklists can be at most ${DJ_SET_TRACKLIST_MAX.toLocaleString('en-US')} characters`);
      return;
    }
    setFileError(null);
    onChange({ text: content, filename: file.name });
  }

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-mist-200">
          Tracklist
        </label>
        <label
          className={cn(
            buttonClasses('outline', 'sm'),
            'cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wave-400',
          )}
        >
          <Upload className="size-4" aria-hidden />
          Upload tracklist file
          <input
            type="file"
            accept={TRACKLIST_ACCEPT}
            className="sr-only"
            onChange={(event) => void readFile(event)}
          />
        </label>
      </div>
      {filename ? (
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-ink-700 py-1 pl-3 pr-1 text-xs text-mist-200">
          <FileText className="size-3.5" aria-hidden />
          From {filename}
          <button
            type="button"
            onClick={() => onChange({ text: '', filename: null })}
            aria-label={`Remove the tracklist from ${filename}`}
            className="rounded-full p-1 hover:bg-ink-600"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </p>
      ) : null}
      <textarea
        id={id}
        value={text}
        maxLength={DJ_SET_TRACKLIST_MAX}
        aria-invalid={invalid || fileError ? true : undefined}
        aria-describedby={[hintId, fileError ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ')}
        placeholder={'Artist - Title\nArtist - Title'}
        spellCheck={false}
        className={cn(controlClasses, 'min-h-32 font-mono text-sm')}
        onChange={(event) =>
          onChange({ text: event.target.value, filename: event.target.value ? filename : null })
        }
      />
      <p id={hintId} className="text-xs text-mist-400">
        Paste one track per line, or upload a CSV (columns Artist, Track, StartTime as mm:ss), JSON, M3U or
        TXT file.
      </p>
      {fileError ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {fileError}
        </p>
      ) : null}
    </div>
  );
}
