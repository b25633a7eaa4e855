import type { Sharp } from 'sharp';
import type sharpFactory from 'sharp';
import { IMAGE_MAX_PIXELS, type TImageUsageType } from '@cuepoint/domain/djs/images';

/** Web sizes: a square avatar and a banner at most 1920 px on its longer side; never enlarged. */
export const AVATAR_SIZE = 512;
export const BANNER_MAX_SIDE = 1920;
const WEBP = { quality: 82, effort: 4 } as const;

export type EncodedImage = { bytes: Buffer; width: number; height: number };

export class ImageTooLarge extends Error {
  override name = 'ImageTooLarge';
}

/** sharp (libvips, about 10 MB of memory) loads with the first image, not at boot. */
let sharpModule: Promise<{ default: typeof sharpFactory }> | undefined;

async function open(bytes: Buffer): Promise<Sharp> {
  const { default: sharp } = await (sharpModule ??= import('sharp'));
  return sharp(bytes, {
    limitInputPixels: IMAGE_MAX_PIXELS,
    failOn: 'error',
    animated: false,
    sequentialRead: true,
  });
}

/**
 * Decodes the upload and writes a new WebP from its pixels: oriented by its EXIF orientation, converted to sRGB,
 * with no metadata (EXIF, GPS, XMP, ICC) and none of the uploaded bytes. The pixel count is checked from the header
 * before anything is decoded, so a small file declaring huge dimensions costs nothing.
 */
export async function encodeForWeb(bytes: Buffer, usage: TImageUsageType): Promise<EncodedImage> {
  const { width = 0, height = 0, pageHeight } = await (await open(bytes)).metadata();
  if (width * (pageHeight ?? height) > IMAGE_MAX_PIXELS) throw new ImageTooLarge();
  const pipeline = (await open(bytes)).autoOrient();
  if (usage === 'profile') {
    const side = Math.min(AVATAR_SIZE, width, height);
    pipeline.resize(side, side, { fit: 'cover', position: 'centre' });
  } else {
    pipeline.resize(BANNER_MAX_SIDE, BANNER_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  }
  const { data, info } = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
