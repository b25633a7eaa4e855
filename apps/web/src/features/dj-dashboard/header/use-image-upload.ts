import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, type TImageUsageType } from '@cuepoint/domain/djs/images';
import { DJ_DASHBOARD_MESSAGES } from '@cuepoint/domain/djs/dashboard-messages';
import { imageFileProblem } from '../../../lib/image-file.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { usePreviewedUpload } from '../../../lib/use-previewed-upload.ts';
import { useToast } from '../../../ui/toast.tsx';
import { errorReason, isUnreachable } from '../../../lib/error-reason.ts';
import { useProfileCache } from '../use-dashboard-queries.ts';

type UploadAnswer = { success: true; data: { url: string } };

const FIELD: Record<TImageUsageType, 'profile_image_url' | 'banner_image_url'> = {
  profile: 'profile_image_url',
  banner: 'banner_image_url',
};

const DONE: Record<TImageUsageType, string> = {
  profile: 'Profile image updated',
  banner: 'Banner image updated',
};

/**
 * One image of the profile (avatar or banner): the picked file shows at once, its upload reports progress, and the
 * stored image replaces the preview; a refusal puts the previous image back and says why.
 */
export function useImageUpload(usage: TImageUsageType) {
  const toast = useToast();
  const cache = useProfileCache();
  return usePreviewedUpload({
    problem: (file) => imageFileProblem(file, IMAGE_MAX_BYTES[usage], IMAGE_TOO_LARGE[usage]),
    send: async (file, options) => {
      const form = new FormData();
      form.append('usage_type', usage);
      form.append('image', file);
      const answer = await uploadWithProgress<UploadAnswer>('/upload-image.php', form, options);
      cache.patch({ [FIELD[usage]]: answer.data.url });
      toast.success(DONE[usage]);
    },
    failed: (error) =>
      isUnreachable(error)
        ? DJ_DASHBOARD_MESSAGES.uploadUnreachable(usage)
        : DJ_DASHBOARD_MESSAGES.uploadFailed(usage, errorReason(error)),
  });
}
