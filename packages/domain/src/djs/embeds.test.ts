import { describe, expect, it } from 'vitest';
import { detectPlatform, embedSrcFor, embedSrcFromHtml } from './embeds.ts';

describe('detectPlatform', () => {
  it.each([
    ['https://www.mixcloud.com/someone/a-mix/', 'mixcloud'],
    ['https://soundcloud.com/artist/set', 'soundcloud'],
    ['https://youtu.be/abc123XYZ', 'youtube'],
    ['https://www.youtube.com/watch?v=abc123XYZ', 'youtube'],
    ['https://www.twitch.tv/videos/12345', 'twitch'],
    ['https://example.libsyn.com/episode', 'libsyn'],
    ['https://example.com/mix', 'other'],
    ['not a url', 'other'],
  ] as const)('%s is %s', (url, platform) => {
    expect(detectPlatform(url)).toBe(platform);
  });
});

describe('embedSrcFor', () => {
  it('builds player URLs only on the allowed hosts', () => {
    expect(embedSrcFor('youtube', 'https://www.youtube.com/watch?v=abc123XYZ')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123XYZ',
    );
    expect(embedSrcFor('mixcloud', 'https://www.mixcloud.com/dj/set-one/')).toBe(
      'https://player-widget.mixcloud.com/widget/iframe/?hide_cover=1&feed=%2Fdj%2Fset-one%2F',
    );
    expect(embedSrcFor('twitch', 'https://www.twitch.tv/videos/42', 'cuepoint.app')).toContain(
      'parent=cuepoint.app',
    );
    expect(embedSrcFor('youtube', 'javascript:alert(1)')).toBeUndefined();
    expect(embedSrcFor('other', 'https://example.com')).toBeUndefined();
  });
});

describe('embedSrcFromHtml', () => {
  it('accepts an iframe from a known player and rejects anything else', () => {
    expect(
      embedSrcFromHtml('<iframe width="100%" src="https://w.soundcloud.com/player/?url=x&amp;a=1"></iframe>'),
    ).toBe('https://w.soundcloud.com/player/?url=x&a=1');
    expect(embedSrcFromHtml('<iframe src="https://evil.example/x"></iframe>')).toBeUndefined();
    expect(embedSrcFromHtml('<script>alert(1)</script>')).toBeUndefined();
    expect(embedSrcFromHtml(null)).toBeUndefined();
  });
});
