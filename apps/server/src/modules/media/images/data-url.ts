import type { ImageBytes } from './image-pipeline.ts';

const DATA_URL_HEAD = /^data:image\/[a-z0-9.+-]+(?:;[a-z0-9.+-]+=[a-z0-9.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * An image sent as a data URL (`data:image/…;base64,…`), as the venue banner is sent (docs/product/venues.md): its
 * bytes, or only `truncated` when they would pass `maxBytes` (refused with the upload's own message, like a form's file
 * cut off at its limit). The type the URL names is not trusted: the image pipeline checks the bytes by their content.
 * Null when the text is not a base64 image data URL.
 */
export function imageFromDataUrl(text: string, maxBytes: number): ImageBytes | null {
  const head = DATA_URL_HEAD.exec(text);
  if (!head) return null;
  const payload = text.slice(head[0].length).replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) return null;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const length = Math.floor((payload.length * 3) / 4) - padding;
  if (length >= maxBytes) return { bytes: Buffer.alloc(0), truncated: true };
  return { bytes: Buffer.from(payload, 'base64'), truncated: false };
}

/** The most characters a data URL of an image under `maxBytes` takes, with room for its head: a route's body limit. */
export const dataUrlBodyLimit = (maxBytes: number) => Math.ceil(maxBytes / 3) * 4 + 64 * 1024;
