import type sharpFactory from 'sharp';
import type { TImageUsageType } from '@cuepoint/domain/djs/images';

/**
 * Abstract artwork for the demo DJs, drawn as SVG and rasterised to PNG with sharp at seed time: a record on a
 * gradient for the avatar, a waveform over a gradient for the banner. Nothing is shipped as a binary file, and the
 * PNG then takes the uploads' own path (checked, re-encoded to WebP, stored in the FileStore).
 */

export type DemoPalette = { from: string; to: string; accent: string };

const AVATAR_SIDE = 512;
const BANNER = { width: 1200, height: 400 };

/** A repeatable pseudo-random sequence, so every install draws the same artwork. */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

function gradient(id: string, palette: DemoPalette): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`;
}

function avatarSvg(palette: DemoPalette): string {
  const c = AVATAR_SIDE / 2;
  const grooves = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${c}" cy="${c}" r="${92 + i * 17}" fill="none" stroke="#ffffff" stroke-opacity="${0.06 + (i % 3) * 0.04}" stroke-width="2"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIDE}" height="${AVATAR_SIDE}">
<defs>${gradient('bg', palette)}</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${c}" cy="${c}" r="${c - 40}" fill="#0b0b12" fill-opacity="0.82"/>
${grooves}
<circle cx="${c}" cy="${c}" r="70" fill="${palette.accent}"/>
<circle cx="${c}" cy="${c}" r="10" fill="#0b0b12"/>
</svg>`;
}

function bannerSvg(palette: DemoPalette, seed: number): string {
  const random = sequence(seed);
  const bars = 80;
  const step = BANNER.width / bars;
  const middle = BANNER.height / 2;
  const rects = Array.from({ length: bars }, (_, i) => {
    const envelope = 0.35 + 0.65 * Math.abs(Math.sin((i / bars) * Math.PI * 3 + seed));
    const height = Math.max(8, envelope * (0.3 + 0.7 * random()) * (BANNER.height * 0.7));
    return `<rect x="${(i * step + step * 0.2).toFixed(1)}" y="${(middle - height / 2).toFixed(1)}" width="${(step * 0.6).toFixed(1)}" height="${height.toFixed(1)}" rx="3" fill="#ffffff" fill-opacity="${(0.25 + 0.5 * envelope).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER.width}" height="${BANNER.height}">
<defs>${gradient('bg', palette)}
<radialGradient id="glow" cx="0.75" cy="0.3" r="0.6"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>
${rects}
</svg>`;
}

let sharpModule: Promise<{ default: typeof sharpFactory }> | undefined;

/** The demo artwork of one usage as PNG bytes, as a DJ's upload would arrive. */
export async function demoImagePng(
  usage: TImageUsageType,
  palette: DemoPalette,
  seed: number,
): Promise<Buffer> {
  const { default: sharp } = await (sharpModule ??= import('sharp'));
  const svg = usage === 'profile' ? avatarSvg(palette) : bannerSvg(palette, seed);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
