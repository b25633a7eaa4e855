import zlib from 'node:zlib';

/** A PNG file of the given size whose pixels come from `color(x, y)` (RGB, 0–255), written without any library. */
export function pngImage(
  width: number,
  height: number,
  color: (x: number, y: number) => [number, number, number],
): Buffer {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = color(x, y);
      raw.set([r, g, b], y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A wide banner: a diagonal gradient from deep blue to magenta with soft bands. */
export function bannerPng(): Buffer {
  return pngImage(1200, 400, (x, y) => {
    const t = x / 1200;
    const band = Math.sin((x + y * 2) / 40) * 18;
    return [Math.round(40 + 180 * t + band), Math.round(20 + 30 * (y / 400)), Math.round(120 + 80 * (1 - t))];
  });
}

/** A square avatar: concentric rings, like a record. */
export function avatarPng(): Buffer {
  return pngImage(320, 320, (x, y) => {
    const d = Math.hypot(x - 160, y - 160);
    const ring = Math.sin(d / 6) > 0 ? 30 : 0;
    return d < 40 ? [250, 190, 40] : [20 + ring, 24 + ring, 32 + ring];
  });
}
