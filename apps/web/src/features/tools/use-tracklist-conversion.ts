import { useMemo, useState } from 'react';
import { looksBinary } from '@cuepoint/domain/tracklists/binary-text';
import { decodeText } from '@cuepoint/domain/tracklists/decode-text';
import type { TTracklistFormat } from '@cuepoint/domain/tracklists/formats';
import type { TTracklistResult } from '@cuepoint/domain/tracklists/types';
import { notThisTypeMessage, uploadProblem } from './upload-problem.ts';
import { useSettledText } from './use-settled-text.ts';

export interface TLoadedFile {
  name: string;
  size: number;
  bytes: ArrayBuffer;
}

/**
 * The converter page's state. An uploaded file is converted from its bytes (so the converter reads its BOM or
 * UTF-16 itself) and shown decoded in the input box; editing the box from then on converts the text.
 */
export function useTracklistConversion(format: TTracklistFormat) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<TLoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [estimate, setEstimate] = useState(false);
  // The session picked from a history that holds several; null converts the latest.
  const [session, setSession] = useState<number | null>(null);
  const settledText = useSettledText(text);

  const result: TTracklistResult | null = useMemo(() => {
    const options = { estimateStartTimes: estimate, ...(session === null ? {} : { session }) };
    if (file) return format.convert(file.bytes, options);
    if (settledText.trim() === '') return null;
    return format.convert(settledText, options);
  }, [format, file, settledText, estimate, session]);

  function edit(next: string) {
    setText(next);
    setFile(null);
    setFileError(null);
  }

  async function load(picked: File) {
    const problem = uploadProblem(picked, format);
    if (problem) {
      setFileError(problem);
      return;
    }
    let bytes: ArrayBuffer;
    try {
      bytes = await picked.arrayBuffer();
    } catch {
      setFileError(`${picked.name} could not be read. Try again, or open it and paste its contents.`);
      return;
    }
    const decoded = decodeText(bytes);
    // A picture or archive renamed to .txt: refused like a .bin, rather than shown as garbled characters.
    if (looksBinary(decoded)) {
      setFileError(notThisTypeMessage(picked, format));
      return;
    }
    setFile({ name: picked.name, size: picked.size, bytes });
    setText(decoded);
    setFileError(null);
    setSession(null);
  }

  function clear() {
    edit('');
    setSession(null);
  }

  return { text, edit, file, fileError, load, clear, estimate, setEstimate, setSession, result };
}
