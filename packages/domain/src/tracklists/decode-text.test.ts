import { describe, expect, it } from 'vitest';
import { decodeText, splitLines } from './decode-text.ts';

function utf16le(text: string, bom = true): Uint8Array {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  let offset = 0;
  if (bom) {
    bytes.set([0xff, 0xfe]);
    offset = 2;
  }
  for (let i = 0; i < text.length; i++) {
    bytes[offset + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[offset + i * 2 + 1] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

describe('decodeText', () => {
  it('drops a UTF-8 byte order mark from bytes and from pasted text', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Title,Artist')]);
    expect(decodeText(bytes)).toBe('Title,Artist');
    expect(decodeText('\ufeffTitle,Artist')).toBe('Title,Artist');
  });

  it('reads UTF-16LE with the FF FE mark rekordbox writes, and without it', () => {
    expect(decodeText(utf16le('#\tTrack Title\r\n1\tLåpsley\r\n'))).toBe('#\tTrack Title\r\n1\tLåpsley\r\n');
    expect(decodeText(utf16le('#\tTrack Title\tArtist\r\n', false))).toBe('#\tTrack Title\tArtist\r\n');
  });

  it('reads UTF-16BE with its mark', () => {
    const le = utf16le('Ωmega', false);
    const be = new Uint8Array(le.length + 2);
    be.set([0xfe, 0xff]);
    for (let i = 0; i < le.length; i += 2) {
      be[2 + i] = le[i + 1]!;
      be[3 + i] = le[i]!;
    }
    expect(decodeText(be)).toBe('Ωmega');
  });

  it('accepts an ArrayBuffer', () => {
    expect(decodeText(new TextEncoder().encode('Röyksopp').buffer)).toBe('Röyksopp');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    expect(
      decodeText(new Uint8Array([0x52, 0xf6, 0x79, 0x6b, 0x73, 0x6f, 0x70, 0x70, 0x20, 0x96, 0x20, 0x45])),
    ).toBe('Röyksopp – E');
  });

  it('returns an empty string for empty input', () => {
    expect(decodeText(new Uint8Array())).toBe('');
    expect(decodeText('')).toBe('');
  });
});

describe('splitLines', () => {
  it('splits CRLF, LF and lone CR so line numbers match the source', () => {
    expect(splitLines('a\r\nb\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitLines('a\r\n\r\nb')).toEqual(['a', '', 'b']);
  });
});
