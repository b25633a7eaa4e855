import { describe, expect, it } from 'vitest';
import { expectMapping } from '../mapping-test-kit.ts';
import {
  acceptedMediaExtension,
  formatBytes,
  freeStorageBytes,
  mediaContentType,
  uploadContentType,
} from './set-media.ts';
import { DJ_STORAGE_LIMIT_BYTES } from './set-rules.ts';

describe('which uploads may start', () => {
  it('takes the spec’s audio and video files by name, stored under one spelling per format', () => {
    expect(acceptedMediaExtension('Sunrise Set.MP3', 'audio/mpeg')).toBe('mp3');
    expect(acceptedMediaExtension('set.wave', 'audio/wave')).toBe('wav');
    expect(acceptedMediaExtension('set.flac', '')).toBe('flac');
    expect(acceptedMediaExtension('set.aiff', 'application/octet-stream')).toBe('aiff');
    expect(acceptedMediaExtension('set.m4a', 'audio/x-m4a')).toBe('m4a');
    expect(acceptedMediaExtension('set.aac', null)).toBe('aac');
    expect(acceptedMediaExtension('clip.mp4', 'video/mp4; codecs="avc1"')).toBe('mp4');
  });

  it('refuses other names and other declared types', () => {
    expect(acceptedMediaExtension('set.ogg', 'audio/ogg')).toBeNull();
    expect(acceptedMediaExtension('clip.mov', 'video/quicktime')).toBeNull();
    expect(acceptedMediaExtension('setup.exe', 'application/x-msdownload')).toBeNull();
    expect(acceptedMediaExtension('set.mp3', 'application/x-msdownload')).toBeNull();
    expect(acceptedMediaExtension('mp3', 'audio/mpeg')).toBeNull();
    expect(acceptedMediaExtension('', 'audio/mpeg')).toBeNull();
  });
});

describe('the content check', () => {
  it('serves the allowed formats by what their bytes are, and nothing else', () => {
    expectMapping(mediaContentType, {
      mp3: 'audio/mpeg',
      aif: 'audio/aiff',
      m4a: 'audio/mp4',
      mp4: 'video/mp4',
    });
    for (const other of ['exe', 'elf', 'zip', 'mov', 'ogg', 'toString', undefined]) {
      expect(mediaContentType(other)).toBeNull();
    }
  });

  it('takes an MP4 container as audio or video by its name, anything else by its content', () => {
    expect(uploadContentType('mp4', 'm4a')).toBe('audio/mp4');
    expect(uploadContentType('m4a', 'mp4')).toBe('video/mp4');
    expect(uploadContentType('mp4', 'aac')).toBe('audio/mp4');
    expect(uploadContentType('m4a', 'mp3')).toBe('audio/mp4');
    expect(uploadContentType('wav', 'mp3')).toBe('audio/wav');
    expect(uploadContentType('exe', 'mp3')).toBeNull();
  });
});

describe('storage', () => {
  it('reads bytes in binary units and never has less than nothing free', () => {
    expect(formatBytes(DJ_STORAGE_LIMIT_BYTES)).toBe('10 GB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatBytes(512 * 1024 ** 2)).toBe('512 MB');
    expect(formatBytes(1)).toBe('1 byte');
    expect(freeStorageBytes(DJ_STORAGE_LIMIT_BYTES + 5)).toBe(0);
    expect(freeStorageBytes(1024)).toBe(DJ_STORAGE_LIMIT_BYTES - 1024);
  });
});
