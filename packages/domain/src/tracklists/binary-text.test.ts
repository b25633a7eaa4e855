import { describe, expect, it } from 'vitest';
import { readFixture } from './fixture-test-kit.ts';
import { looksBinary } from './binary-text.ts';
import { decodeText } from './decode-text.ts';

/** A PNG's signature and header: what a picture renamed to .txt starts with. */
const PNG_START = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x06, 0x00, 0x00, 0x00,
]);

describe('looksBinary', () => {
  it('takes the decoded exports for text, UTF-16 rekordbox included', () => {
    for (const path of ['rekordbox/playlist.txt', 'rekordbox/recording.cue', 'rekordbox/playlist.m3u8']) {
      expect(looksBinary(decodeText(readFixture(path))), path).toBe(false);
    }
    expect(looksBinary('Artist\tTitle\r\nDaft Punk\tOne More Time\r\n')).toBe(false);
    expect(looksBinary('')).toBe(false);
  });

  it('finds binary data however it was decoded', () => {
    expect(looksBinary(decodeText(PNG_START))).toBe(true);
    // Compressed or encrypted data without a single zero byte: control characters throughout still give it away.
    let seed = 7;
    const noise = Uint8Array.from({ length: 2048 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return ((seed >> 16) % 255) + 1;
    });
    expect(looksBinary(decodeText(noise))).toBe(true);
  });

  it('lets a stray control character in a long text pass', () => {
    expect(looksBinary(`${'Daft Punk - One More Time\n'.repeat(20)}\u0007`)).toBe(false);
  });
});
