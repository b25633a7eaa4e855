import { VENUE_BANNER_MAX_BYTES, VENUE_BANNER_TOO_LARGE } from '@cuepoint/domain/venues/banner';
import { VENUE_DASHBOARD_MESSAGES } from '@cuepoint/domain/venues/dashboard-messages';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { imageFileProblem } from '../../../lib/image-file.ts';
import { usePreviewedUpload } from '../../../lib/use-previewed-upload.ts';
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
  return usePreviewedUpload({
    problem: (file) => imageFileProblem(file, VENUE_BANNER_MAX_BYTES, VENUE_BANNER_TOO_LARGE),
    send: async (file, options) => {
      const answer = await uploadVenueBanner(file, options);
      cache.patchProfile({ banner_image: answer.url, banner_image_url: answer.url });
      toast.success(VENUE_DASHBOARD_MESSAGES.bannerUpdated);
    },
    failed: (error) =>
      isUnreachable(error)
        ? VENUE_DASHBOARD_MESSAGES.bannerUnreachable
        : VENUE_DASHBOARD_MESSAGES.bannerFailed(errorReason(error)),
  });
}
