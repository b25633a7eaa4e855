import { describe, expect, it } from 'vitest';
import { mediaKindProblem, SET_EDIT_MESSAGES, setProblem, simpleSetProblem } from './set-edit-rules.ts';
import { DJ_SET_MESSAGES } from './set-rules.ts';

const set = {
  setType: 'audio' as const,
  title: 'Sunrise',
  tracklist: 'A - B',
  externalUrl: '',
  hasMedia: true,
};

describe('a set as it will be stored', () => {
  it('answers what is missing with the spec’s messages (400)', () => {
    expect(setProblem(set)).toBeNull();
    expect(setProblem({ ...set, hasMedia: false })).toEqual({
      status: 400,
      message: 'Title, a tracklist (paste or upload), and either a set URL or media file are required.',
    });
    expect(setProblem({ ...set, setType: 'tracklist', hasMedia: false, title: '' })).toEqual({
      status: 400,
      message: 'Title and a tracklist (paste or upload) are required for tracklist-only sets.',
    });
  });

  it('refuses a URL and a media file together, and either on a tracklist-only set (422)', () => {
    expect(setProblem({ ...set, externalUrl: 'https://youtu.be/abc' })).toEqual({
      status: 422,
      message: DJ_SET_MESSAGES.urlWithMedia,
    });
    expect(setProblem({ ...set, setType: 'tracklist' })).toEqual({
      status: 422,
      message: DJ_SET_MESSAGES.mediaForTracklist,
    });
  });
});

describe('the simple upload', () => {
  const simple = {
    setType: 'audio' as const,
    title: 'Sunrise',
    tracklist: '',
    externalUrl: 'https://youtu.be/a',
  };
  it('needs a title, a URL for audio and video, a tracklist file for tracklist-only sets', () => {
    expect(simpleSetProblem(simple)).toBeNull();
    expect(simpleSetProblem({ ...simple, title: ' ' })).toBe(SET_EDIT_MESSAGES.titleRequired);
    expect(simpleSetProblem({ ...simple, setType: 'video', externalUrl: '' })).toBe(
      'Please provide a URL for your DJ set',
    );
    expect(simpleSetProblem({ ...simple, setType: 'tracklist', externalUrl: '' })).toBe(
      'Please upload a tracklist file',
    );
    expect(simpleSetProblem({ ...simple, setType: 'tracklist', tracklist: 'A - B' })).toBe(
      DJ_SET_MESSAGES.mediaForTracklist,
    );
  });
});

describe('the media of a set type', () => {
  it('takes video for video sets and audio for audio sets', () => {
    expect(mediaKindProblem('video', 'video/mp4')).toBeNull();
    expect(mediaKindProblem('audio', 'audio/flac')).toBeNull();
    expect(mediaKindProblem('video', 'audio/mpeg')).toBe(DJ_SET_MESSAGES.videoFileInvalid);
    expect(mediaKindProblem('audio', 'video/mp4')).toBe(DJ_SET_MESSAGES.audioFileInvalid);
  });
});
