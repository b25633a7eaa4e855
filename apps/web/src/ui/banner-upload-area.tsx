import { ImageUp } from 'lucide-react';
import type { PreviewedUpload } from '../lib/use-previewed-upload.ts';
import { cn } from '../lib/cn.ts';
import { ImagePicker, UploadProgressBar } from './image-picker.tsx';

/**
 * A dashboard's banner: the image (or the gradient behind it), Change banner at its top right, and the upload's
 * progress along its foot.
 */
export function BannerUploadArea({
  src,
  banner,
  testId,
  gradientClassName,
}: {
  src: string | null | undefined;
  banner: PreviewedUpload;
  testId: string;
  /** The background while there is no image. */
  gradientClassName: string;
}) {
  return (
    <div className={cn('relative h-40 overflow-hidden sm:h-56 lg:h-64', gradientClassName)}>
      {src ? (
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          data-testid={testId}
          data-preview={banner.preview ? 'true' : undefined}
        />
      ) : null}
      <div className="absolute right-3 top-3 sm:right-6 sm:top-4">
        <ImagePicker
          label="Change banner image"
          onPick={(file) => void banner.upload(file)}
          disabled={banner.uploading}
          className="h-9 px-4 text-sm"
        >
          <ImageUp className="size-4" aria-hidden />
          <span className="hidden sm:inline">Change banner</span>
        </ImagePicker>
      </div>
      {banner.percent !== null ? (
        <div className="absolute inset-x-3 bottom-3 sm:inset-x-6">
          <UploadProgressBar label="Uploading banner image" percent={banner.percent} />
        </div>
      ) : null}
    </div>
  );
}
