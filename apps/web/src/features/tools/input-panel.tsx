import { useId } from 'react';
import { FileText, X } from 'lucide-react';
import type { TTracklistFormatInfo } from '@cuepoint/domain/tracklists/format-list';
import { TRACKLIST_UI } from '@cuepoint/domain/tracklists/messages';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { Alert } from '../../ui/feedback.tsx';
import { controlClasses } from '../../ui/field.tsx';
import { UploadButton } from './upload-button.tsx';
import { extensionList, formatFileSize } from './upload-problem.ts';
import type { TLoadedFile } from './use-tracklist-conversion.ts';
import { useFileDrop } from './use-file-drop.ts';

type Props = {
  format: TTracklistFormatInfo;
  text: string;
  onTextChange: (text: string) => void;
  file: TLoadedFile | null;
  fileError: string | null;
  onFile: (file: File) => void;
  onClear: () => void;
  /** Shown under the box where the spec asks for it (djay); null hides it. */
  rowsDetected: number | null;
};

export function InputPanel({
  format,
  text,
  onTextChange,
  file,
  fileError,
  onFile,
  onClear,
  rowsDetected,
}: Props) {
  const id = useId();
  const { upload } = format;
  const { dragging, dropProps } = useFileDrop(upload ? onFile : null);
  const hint = upload
    ? `Paste the export, or upload the ${extensionList(upload.extensions)} file or drop it on the box.`
    : 'Paste the tracklist copied from 1001tracklists.com.';
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="font-display text-lg font-semibold">
          {TRACKLIST_UI.inputLabel}
        </label>
        <div className="flex flex-wrap gap-2">
          {text ? (
            <Button variant="ghost" size="sm" onClick={onClear} icon={<X className="size-4" aria-hidden />}>
              Clear
            </Button>
          ) : null}
          {upload ? (
            <UploadButton accept={upload.accept} extensions={upload.extensions} onFile={onFile} />
          ) : null}
        </div>
      </div>
      <div className="relative" {...dropProps}>
        <textarea
          id={id}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder={format.example}
          aria-describedby={`${id}-hint`}
          // One source line per row, so the line numbers in the report match what the DJ sees.
          wrap="off"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          className={cn(controlClasses, 'h-72 resize-y font-mono text-sm leading-relaxed lg:h-96')}
          style={{ tabSize: 4 }}
        />
        {dragging ? (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-xl border-2 border-dashed border-wave-400 bg-ink-950/85 p-6 text-center font-semibold text-wave-300"
          >
            Drop the file to convert it
          </div>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-mist-400">
        {hint}
      </p>
      {file || rowsDetected !== null ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-mist-200">
          {file ? (
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <FileText className="size-4 shrink-0 text-wave-300" aria-hidden />
              <span className="break-all font-medium">{file.name}</span>
              <span className="text-mist-400">({formatFileSize(file.size)})</span>
            </span>
          ) : null}
          {rowsDetected !== null ? (
            <span>
              {rowsDetected} {rowsDetected === 1 ? 'row' : 'rows'} detected
            </span>
          ) : null}
        </p>
      ) : null}
      {fileError ? <Alert tone="error">{fileError}</Alert> : null}
    </div>
  );
}
