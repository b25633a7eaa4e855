import { useEffect, useRef, useState } from 'react';
import { useToast } from '../ui/toast.tsx';
import type { UploadProgress } from './upload-with-progress.ts';

/** A picked image and its upload: a dashboard uploads it, a role page's demo only previews it. */
export type PreviewedUpload = {
  preview: string | null;
  percent: number | null;
  uploading: boolean;
  upload(file: File): unknown;
};

/**
 * One image upload: the picked file shows at once, its upload reports progress, and the stored image replaces the
 * preview; a refusal puts the previous image back and says why in a toast. A newer pick cancels the one before.
 */
export function usePreviewedUpload({
  problem,
  send,
  failed,
}: {
  /** What is wrong with the file before anything is sent (too large, not an image), or null. */
  problem(file: File): string | null;
  /** Uploads the file and stores what the server answered; the toast that it is done is its own. */
  send(
    file: File,
    options: { signal: AbortSignal; onProgress(progress: UploadProgress): void },
  ): Promise<void>;
  /** The toast for a refusal or an unreachable server. */
  failed(error: unknown): string;
}): PreviewedUpload {
  const toast = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function upload(file: File) {
    const refused = problem(file);
    if (refused) {
      toast.error(refused);
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPreview(URL.createObjectURL(file));
    setPercent(0);
    try {
      await send(file, { signal: current.signal, onProgress: (progress) => setPercent(progress.percent) });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(failed(error));
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPreview(null);
        setPercent(null);
      }
    }
  }

  return { preview, percent, uploading: percent !== null, upload };
}
