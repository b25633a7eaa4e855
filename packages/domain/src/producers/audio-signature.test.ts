import { describe, expect, it } from 'vitest';
import { extensionOf, looksExecutable, sniffAudio } from './audio-signature.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffAudio', () => {
  it('tells formats by their first bytes', () => {
    expect(sniffAudio(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toEqual({ format: 'wav' });
    expect(sniffAudio(bytes('FORM', [0, 0, 0, 0], 'AIFFCOMM'))).toEqual({ format: 'aiff' });
    expect(sniffAudio(bytes('fLaC', [0, 0, 0, 34, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual({ format: 'flac' });
    expect(sniffAudio(bytes([0xff, 0xfb, 0x90, 0x64], [0, 0, 0, 0, 0, 0, 0, 0]))).toEqual({ format: 'mp3' });
    expect(sniffAudio(bytes([0xff, 0xf1, 0x50, 0x80], [0, 0, 0, 0, 0, 0, 0, 0]))).toEqual({ format: 'aac' });
  });

  it('reads past an ID3 tag to the frame, asking for more bytes when the tag is long', () => {
    const tag = bytes('ID3', [4, 0, 0, 0, 0, 0, 20], [0, 0]);
    expect(sniffAudio(tag)).toEqual({ needBytes: 34 });
    const full = new Uint8Array(40);
    full.set(tag);
    full.set([0xff, 0xfb, 0x90, 0x64], 30);
    expect(sniffAudio(full)).toEqual({ format: 'mp3' });
  });

  it('refuses what is not audio', () => {
    expect(sniffAudio(bytes('MZ', new Array(20).fill(0)))).toBeNull();
    expect(sniffAudio(bytes('PK', [3, 4], new Array(20).fill(0)))).toBeNull();
    expect(sniffAudio(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBeNull();
  });
});

describe('helpers', () => {
  it('reads extensions and spots programs', () => {
    expect(extensionOf('stems/Kick.WAV')).toBe('.wav');
    expect(extensionOf('.hidden')).toBe('');
    expect(looksExecutable(bytes('MZ', [0x90, 0]))).toBe(true);
    expect(looksExecutable(bytes([0x7f], 'ELF'))).toBe(true);
    expect(looksExecutable(bytes('<?xml'))).toBe(false);
  });
});
