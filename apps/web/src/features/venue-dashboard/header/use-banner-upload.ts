import { useEffect, useRef, useState } from 'react';
import { VENUE_BANNER_MAX_BYTES, VENUE_BANNER_TOO_LARGE } from '@cuepoint/domain/venues/banner';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { imageFileProblem } from '../../../lib/image-file.ts';
import { useToast } from '../../../ui/toast.tsx';
import { uploadVenueBanner } from '../venue-api.ts';
import { useSettingsCache } from '../use-venue-queries.ts';

/**
 * The venue's banner (PUT /venue/banner): the picked file shows at once, its upload reports progress, and the stored
 * image replaces the preview; a refusal puts the previous banner back and says why in a toast.
 */
export function useBannerUpload() {
  const toast = useToast();
  const cache = useSettingsCache();
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function upload(file: File) {
    const problem = imageFileProblem(file, VENUE_BANNER_MAX_BYTES, VENUE_BANNER_TOO_LARGE);
    if (problem) {
      toast.error(problem);
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPreview(URL.createObjectURL(file));
    setPercent(0);
    try {
      const answer = await uploadVenueBanner(file, {
        signal: current.signal,
        onProgress: (progress) => setPercent(progress.percent),
      });
      cache.patchProfile({ banner_image: answer.url, banner_image_url: answer.url });
      toast.success(VENUE_DASHBOARD_MESSAGES.bannerUpdated);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(
        isUnreachable(error)
          ? VENUE_DASHBOARD_MESSAGES.bannerUnreachable
          : VENUE_DASHBOARD_MESSAGES.bannerFailed(errorReason(error)),
      );
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
