import { describe, expect, it } from 'vitest';
import {
  DJ_PROFILE_MESSAGES,
  normalizeSocialLink,
  profileCompleteness,
  readPerformanceFlag,
} from './profile-rules.ts';

describe('normalizeSocialLink', () => {
  it('keeps an http(s) URL and adds the scheme to a typed address', () => {
    expect(normalizeSocialLink('instagram', 'https://instagram.com/djx')).toEqual({
      url: 'https://instagram.com/djx',
    });
    expect(normalizeSocialLink('mixcloud', 'mixcloud.com/djx/')).toEqual({
      url: 'https://mixcloud.com/djx/',
    });
    expect(normalizeSocialLink('website', 'djx.example')).toEqual({ url: 'https://djx.example' });
  });

  it('builds the profile URL from a username or handle, leading @ stripped', () => {
    expect(normalizeSocialLink('instagram', '@dj.x')).toEqual({ url: 'https://www.instagram.com/dj.x/' });
    expect(normalizeSocialLink('twitch', { username: 'djx' })).toEqual({ url: 'https://www.twitch.tv/djx' });
    expect(normalizeSocialLink('facebook', { handle: '@djx' })).toEqual({
      url: 'https://www.facebook.com/djx',
    });
    expect(
      normalizeSocialLink('mixcloud', { url: 'https://www.mixcloud.com/djx/', username: 'other' }),
    ).toEqual({
      url: 'https://www.mixcloud.com/djx/',
    });
  });

  it('treats an empty value as no link', () => {
    expect(normalizeSocialLink('twitch', '')).toEqual({ url: undefined });
    expect(normalizeSocialLink('twitch', null)).toEqual({ url: undefined });
    expect(normalizeSocialLink('twitch', { url: '  ' })).toEqual({ url: undefined });
  });

  it('refuses other schemes and text that is neither a URL nor a handle', () => {
    const invalid = { error: DJ_PROFILE_MESSAGES.socialLinkInvalid };
    expect(normalizeSocialLink('website', 'javascript:alert(1)')).toEqual(invalid);
    expect(normalizeSocialLink('instagram', 'ftp://example.com/x')).toEqual(invalid);
    expect(normalizeSocialLink('instagram', 'data:text/html,hi')).toEqual(invalid);
    expect(normalizeSocialLink('twitch', 'two words')).toEqual(invalid);
    expect(normalizeSocialLink('website', 'not a site')).toEqual(invalid);
    expect(normalizeSocialLink('instagram', '@')).toEqual(invalid);
  });
});

describe('readPerformanceFlag', () => {
  it('reads snake_case first, then camelCase', () => {
    expect(
      readPerformanceFlag({ accepts_in_person: false, acceptsInPerson: true }, 'accepts_in_person'),
    ).toBe(false);
    expect(readPerformanceFlag({ acceptsRemoteVenues: true }, 'accepts_remote_venues')).toBe(true);
    expect(readPerformanceFlag({}, 'accepts_co_streaming')).toBeUndefined();
  });
});

describe('profileCompleteness', () => {
  const empty = {
    bio: ' ',
    genres: [],
    profile_image_url: null,
    banner_image_url: null,
    social_links: {},
    website_url: null,
    current_location: { city: null, country: null },
  };
  it('counts the six parts', () => {
    expect(profileCompleteness(empty)).toBe(0);
    expect(
      profileCompleteness({
        ...empty,
        bio: 'Hi',
        genres: ['House'],
        social_links: { twitch: 'https://x.tv' },
      }),
    ).toBe(50);
    expect(
      profileCompleteness({
        ...empty,
        bio: 'Hi',
        genres: ['House'],
        profile_image_url: '/a.webp',
        banner_image_url: '/b.webp',
        website_url: 'https://a.example',
        current_location: { city: null, country: 'DE' },
      }),
    ).toBe(100);
  });
});
