import { describe, expect, it } from 'vitest';
import {
  bookDjDestination,
  djProfileDescription,
  isShownPublicSet,
  profilePlayerType,
  setPlayback,
} from './public-profile.ts';

describe('isShownPublicSet', () => {
  it('shows a set whose is_public is absent, null or truthy, and hides false', () => {
    expect(isShownPublicSet({})).toBe(true);
    expect(isShownPublicSet({ is_public: null })).toBe(true);
    expect(isShownPublicSet({ is_public: true })).toBe(true);
    expect(isShownPublicSet({ is_public: false })).toBe(false);
  });
});

describe('profilePlayerType', () => {
  it('takes the platform when it names a player', () => {
    expect(profilePlayerType('mixcloud', 'https://example.com/set')).toBe('mixcloud');
    expect(profilePlayerType('twitch', null)).toBe('twitch');
  });

  it('reads the URL when the platform does not say', () => {
    expect(profilePlayerType('other', 'https://youtu.be/abcdefghijk')).toBe('youtube');
    expect(profilePlayerType(null, 'https://www.mixcloud.com/nova/set/')).toBe('mixcloud');
    expect(profilePlayerType(undefined, 'https://www.twitch.tv/nova')).toBe('twitch');
  });

  it('falls back to soundcloud', () => {
    expect(profilePlayerType('other', 'https://example.com/set.mp3')).toBe('soundcloud');
    expect(profilePlayerType(null, null)).toBe('soundcloud');
  });
});

describe('setPlayback', () => {
  it('plays an uploaded file in audio or video by its type, before any link', () => {
    expect(
      setPlayback({
        external_url: 'https://soundcloud.com/nova/set',
        media: { url: '/uploads/media/a.mp3', mime_type: 'audio/mpeg' },
      }),
    ).toEqual({ kind: 'media', element: 'audio', url: '/uploads/media/a.mp3', mimeType: 'audio/mpeg' });
    expect(setPlayback({ media: { url: '/uploads/media/b.mp4', mime_type: 'video/mp4' } })).toMatchObject({
      element: 'video',
    });
  });

  it('embeds a link and shows a tracklist-only set as its tracklist', () => {
    expect(setPlayback({ platform: 'youtube', external_url: 'https://youtu.be/abcdefghijk' })).toEqual({
      kind: 'embed',
      player: 'youtube',
      url: 'https://youtu.be/abcdefghijk',
    });
    expect(setPlayback({ external_url: null, media: null })).toEqual({ kind: 'tracklist' });
  });
});

describe('djProfileDescription', () => {
  const base = { stage_name: 'Nova Reyes', genres: ['Techno', 'Minimal'], location: { city: 'Berlin' } };

  it('is the bio on one line', () => {
    expect(djProfileDescription({ ...base, bio: 'Techno selector.\n\nWeekly residency.' })).toBe(
      'Techno selector. Weekly residency.',
    );
  });

  it('cuts a long bio at a word under 200 characters', () => {
    const bio = `${'word '.repeat(60)}end`;
    const description = djProfileDescription({ ...base, bio });
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/word…$/);
  });

  it('describes a profile without a bio by its genres and city', () => {
    expect(djProfileDescription({ ...base, bio: '  ' })).toBe(
      'Nova Reyes is a DJ playing Techno, Minimal based in Berlin. Listen to their sets and book them on Cuepoint.',
    );
    expect(djProfileDescription({ stage_name: 'Kai', bio: '', genres: [], location: null })).toBe(
      'Kai is a DJ. Listen to their sets and book them on Cuepoint.',
    );
  });
});

describe('bookDjDestination', () => {
  it('sends a venue to its booking form and anyone else signed in to the enthusiast dashboard', () => {
    expect(bookDjDestination('venue', 12)).toBe('/venue-dashboard/book-dj?dj_id=12');
    expect(bookDjDestination('enthusiast', 12)).toBe('/enthusiast-dashboard?dj_id=12');
    expect(bookDjDestination('dj', 12)).toBe('/enthusiast-dashboard?dj_id=12');
    expect(bookDjDestination('producer', 12)).toBe('/enthusiast-dashboard?dj_id=12');
  });

  it('has no destination for a visitor', () => {
    expect(bookDjDestination(null, 12)).toBeUndefined();
  });
});
