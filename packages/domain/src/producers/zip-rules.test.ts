import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import {
  isPackerMetadata,
  overCompressed,
  ZIP_MAX_RATIO,
  ZIP_MESSAGES,
  ZIP_RATIO_FLOOR_BYTES,
  zipEntryNameProblem,
} from './zip-rules.ts';

describe('ZIP entry names', () => {
  it.each([
    ['../evil.wav', ZIP_MESSAGES.traversal('stems_zip', '../evil.wav')],
    ['stems/../../evil.wav', ZIP_MESSAGES.traversal('stems_zip', 'stems/../../evil.wav')],
    ['/etc/kick.wav', ZIP_MESSAGES.absolute('stems_zip', '/etc/kick.wav')],
    ['C:/stems/kick.wav', ZIP_MESSAGES.absolute('stems_zip', 'C:/stems/kick.wav')],
    ['stems\\kick.wav', ZIP_MESSAGES.backslash('stems_zip', 'stems\\kick.wav')],
    ['inner.zip', ZIP_MESSAGES.nested('stems_zip', 'inner.zip')],
    ['more/pack.7z', ZIP_MESSAGES.nested('stems_zip', 'more/pack.7z')],
    ['setup.exe', ZIP_MESSAGES.notAudio('stems_zip', 'setup.exe')],
    ['readme.txt', ZIP_MESSAGES.notAudio('stems_zip', 'readme.txt')],
    ['kick', ZIP_MESSAGES.notAudio('stems_zip', 'kick')],
  ])('refuses %s', (name, message) => {
    expect(zipEntryNameProblem('stems_zip', name)).toBe(message);
  });

  it.each([
    'kick.wav',
    'Stems/Bass.WAV',
    'vox.aiff',
    'pad.flac',
    'fx.mp3',
    'hat.aac',
    'stems/',
    '__MACOSX/._kick.wav',
  ])('lets %s through to the content check', (name) => {
    expect(zipEntryNameProblem('elements_zip', name)).toBeNull();
  });

  it('names the archive in every message', () => {
    expect(ZIP_MESSAGES.notAudio('elements_zip', 'a.exe')).toContain('extracted elements ZIP');
    expect(ZIP_MESSAGES.stemCount(3)).toBe(
      'The 4-stem ZIP must hold exactly 4 audio stems (kick, bass, harmony and vocal); it holds 3.',
    );
  });

  it('skips what packers add beside the files', () => {
    expectMapping(isPackerMetadata, {
      '__MACOSX/stems/._kick.wav': true,
      'stems/.DS_Store': true,
      'stems/kick.wav': false,
    });
  });
});

describe('compression ratio', () => {
  it('judges only entries past the floor', () => {
    expect(overCompressed(ZIP_RATIO_FLOOR_BYTES, 1)).toBe(false);
  });
  it('refuses more than the ratio audio reaches', () => {
    const compressed = 100_000;
    expect(overCompressed(compressed * ZIP_MAX_RATIO, compressed)).toBe(false);
    expect(overCompressed(compressed * ZIP_MAX_RATIO + 1, compressed)).toBe(true);
  });
});
