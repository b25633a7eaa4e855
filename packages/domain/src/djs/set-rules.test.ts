import { describe, expect, it } from 'vitest';
import {
  DJ_SET_MESSAGES,
  DJ_STORAGE_LIMIT_BYTES,
  fileExtension,
  isMediaFileFor,
  isTracklistFile,
  mediaAccept,
  mediaUploadHint,
  setRequirementProblem,
  TRACKLIST_ACCEPT,
} from './set-rules.ts';

const base = { title: 'Sunrise', tracklist: 'A - B', externalUrl: '', hasMedia: false };

describe('DJ set rules', () => {
  it('asks a tracklist-only set for a title and a tracklist', () => {
    expect(setRequirementProblem({ ...base, setType: 'tracklist' })).toBeNull();
    expect(setRequirementProblem({ ...base, setType: 'tracklist', title: '  ' })).toBe(
      'Title and a tracklist (paste or upload) are required for tracklist-only sets.',
    );
    expect(setRequirementProblem({ ...base, setType: 'tracklist', tracklist: '' })).toBe(
      DJ_SET_MESSAGES.tracklistOnlyRequired,
    );
  });

  it('asks an audio or video set for a title, a tracklist and a URL or a media file', () => {
    const message = 'Title, a tracklist (paste or upload), and either a set URL or media file are required.';
    expect(setRequirementProblem({ ...base, setType: 'audio' })).toBe(message);
    expect(
      setRequirementProblem({ ...base, setType: 'video', externalUrl: 'https://youtu.be/x' }),
    ).toBeNull();
    expect(setRequirementProblem({ ...base, setType: 'audio', hasMedia: true })).toBeNull();
    expect(setRequirementProblem({ ...base, setType: 'audio', hasMedia: true, tracklist: ' ' })).toBe(
      message,
    );
  });

  it('takes the spec media types by extension, in any case', () => {
    expect(fileExtension('Night.Mix.MP3')).toBe('mp3');
    expect(fileExtension('noextension')).toBe('');
    for (const name of ['a.mp3', 'a.wav', 'a.flac', 'a.m4a', 'a.aac', 'a.aiff', 'a.wave', 'A.FLAC']) {
      expect(isMediaFileFor('audio', name)).toBe(true);
    }
    expect(isMediaFileFor('audio', 'a.mp4')).toBe(false);
    expect(isMediaFileFor('audio', 'a.ogg')).toBe(false);
    expect(isMediaFileFor('video', 'clip.mp4')).toBe(true);
    expect(isMediaFileFor('video', 'clip.mov')).toBe(false);
    expect(mediaAccept('video')).toBe('.mp4,video/mp4');
    expect(mediaAccept('audio').split(',')).toEqual(expect.arrayContaining(['.mp3', '.wave', 'audio/mpeg']));
  });

  it('takes csv, json, m3u and txt tracklists', () => {
    expect(['a.csv', 'a.json', 'a.m3u', 'a.TXT'].every(isTracklistFile)).toBe(true);
    expect(isTracklistFile('a.m3u8')).toBe(false);
    expect(TRACKLIST_ACCEPT).toBe('.csv,.json,.m3u,.txt');
  });

  it('has a 10 GB quota and the spec dashboard alerts', () => {
    expect(DJ_STORAGE_LIMIT_BYTES).toBe(10 * 1024 * 1024 * 1024);
    expect(mediaUploadHint()).toBe('Max 10GB, with 10GB of free storage');
    expect(mediaUploadHint('7.9 GB')).toBe('Max 10GB, with 7.9 GB of free storage');
    expect(DJ_SET_MESSAGES.uploadFailed('Not an audio file')).toBe(
      'Failed to upload DJ set: Not an audio file',
    );
    expect(DJ_SET_MESSAGES.uploadFailed(undefined)).toBe('Failed to upload DJ set: Unknown error');
    expect(DJ_SET_MESSAGES.deleteFailed('DJ set not found')).toBe(
      'Failed to delete DJ set: DJ set not found',
    );
    expect(DJ_SET_MESSAGES.saveFailed('Title is too long')).toBe('Failed to save DJ set: Title is too long');
  });
});
