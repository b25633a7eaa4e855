/** Profile and banner images of a DJ (docs/product/djs.md). No zod: the web app's first load may import it. */

export const IMAGE_USAGE_TYPES = ['profile', 'banner'] as const;
export type TImageUsageType = (typeof IMAGE_USAGE_TYPES)[number];

const MB = 1024 * 1024;

/** Largest upload per usage, in bytes: the file must be less than this. */
export const IMAGE_MAX_BYTES: Record<TImageUsageType, number> = {
  profile: 5 * MB,
  banner: 10 * MB,
};

export const IMAGE_TOO_LARGE: Record<TImageUsageType, string> = {
  profile: 'Profile image must be less than 5MB',
  banner: 'Banner image must be less than 10MB',
};

/** The spec's texts for a file that is not an image and one that cannot be read (docs/product/djs.md). */
export const IMAGE_NOT_VALID = 'Please select a valid image file';
export const IMAGE_UNREADABLE = 'Failed to process image file';

/** Ours: the spec is silent on these. */
export const IMAGE_REQUIRED = 'Please select an image to upload';
export const IMAGE_USAGE_INVALID = 'usage_type must be profile or banner';
export const IMAGE_HIDDEN_CONTENT = 'This image contains hidden content and was refused';
/** 50 megapixels: a 48 MP phone photo passes; a "decompression bomb" of huge dimensions does not. */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_TOO_MANY_PIXELS = 'Image dimensions are too large (at most 50 megapixels)';

/** The formats accepted, decided by the file's content (never its name or declared type). */
export const IMAGE_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export function isImageUsageType(value: unknown): value is TImageUsageType {
  return typeof value === 'string' && (IMAGE_USAGE_TYPES as readonly string[]).includes(value);
}
