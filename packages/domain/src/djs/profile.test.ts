import { describe, expect, it } from 'vitest';
import { ZDjProfileSave, ZDjProfileUpdate, ZDjPublicPageQuery } from './profile.ts';
import { DJ_PROFILE_MESSAGES } from './profile-rules.ts';
import { UNKNOWN_GENRE_MESSAGE } from '../catalog/genres.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('ZDjProfileUpdate', () => {
  it('accepts every editable field and normalises them', () => {
    const parsed = ZDjProfileUpdate.parse({
      bio: '  Warehouse techno.\nSince 2009. ',
      website_url: 'djx.example',
      hourly_rate_min: '120',
      currency: 'eur',
      genres: ['techno', 'Deep House'],
      social_links: { instagram: '@djx', twitch: { username: 'djx' }, website: '' },
      current_location: { city: ' Lisbon ', country: 'pt', availability_type: 'touring' },
      accepts_in_person: false,
      acceptsRemoteVenues: true,
    });
    expect(parsed).toEqual({
      bio: 'Warehouse techno.\nSince 2009.',
      website_url: 'https://djx.example',
      hourly_rate_min: 120,
      currency: 'EUR',
      genres: ['Techno', 'Deep House'],
      social_links: { instagram: 'https://www.instagram.com/djx/', twitch: 'https://www.twitch.tv/djx' },
      current_location: { city: 'Lisbon', country: 'PT', availability_type: 'touring' },
      accepts_in_person: false,
      accepts_remote_venues: true,
    });
  });

  it('reads camelCase flags, snake_case winning when both are sent', () => {
    expect(ZDjProfileUpdate.parse({ acceptsCoStreaming: 1, accepts_remote_private: 'false' })).toEqual({
      accepts_co_streaming: true,
      accepts_remote_private: false,
    });
    expect(ZDjProfileUpdate.parse({ accepts_in_person: true, acceptsInPerson: false })).toEqual({
      accepts_in_person: true,
    });
  });

  it('refuses more than 4 genres, duplicates and unknown genres with the spec message', () => {
    expect(
      messages(ZDjProfileUpdate.safeParse({ genres: ['Techno', 'House', 'Trance', 'EDM', 'Disco'] })),
    ).toContain('You can select a maximum of 4 genres');
    expect(messages(ZDjProfileUpdate.safeParse({ genres: ['Techno', 'techno'] }))).toContain(
      'Each genre can only be chosen once',
    );
    expect(messages(ZDjProfileUpdate.safeParse({ genres: ['Polka'] }))).toContain(UNKNOWN_GENRE_MESSAGE);
  });

  it('refuses non-http links, bad rates, currencies, countries and control characters', () => {
    expect(
      messages(ZDjProfileUpdate.safeParse({ social_links: { website: 'javascript:alert(1)' } })),
    ).toContain(DJ_PROFILE_MESSAGES.socialLinkInvalid);
    expect(messages(ZDjProfileUpdate.safeParse({ website_url: 'javascript:alert(1)' }))).toContain(
      DJ_PROFILE_MESSAGES.websiteInvalid,
    );
    expect(ZDjProfileUpdate.safeParse({ hourly_rate_min: -5 }).success).toBe(false);
    expect(ZDjProfileUpdate.safeParse({ hourly_rate_min: 'lots' }).success).toBe(false);
    expect(ZDjProfileUpdate.safeParse({ currency: 'JPY' }).success).toBe(false);
    expect(ZDjProfileUpdate.safeParse({ current_location: { country: 'XX' } }).success).toBe(false);
    expect(ZDjProfileUpdate.safeParse({ current_location: { availability_type: 'away' } }).success).toBe(
      false,
    );
    expect(messages(ZDjProfileUpdate.safeParse({ bio: 'a\u0000b' }))).toEqual([
      'Bio contains characters that are not allowed',
    ]);
    expect(ZDjProfileUpdate.safeParse({ bio: 'x'.repeat(5001) }).success).toBe(false);
    expect(ZDjProfileUpdate.safeParse([]).success).toBe(false);
  });

  it('clears the website, the links and the location with empty values', () => {
    expect(
      ZDjProfileUpdate.parse({
        website_url: '',
        social_links: null,
        current_location: { city: '', country: '' },
      }),
    ).toEqual({
      website_url: null,
      social_links: {},
      current_location: { city: null, country: null },
    });
  });
});

describe('ZDjProfileSave', () => {
  it('takes the stage name along with the dashboard fields', () => {
    expect(ZDjProfileSave.parse({ stage_name: ' DJ X ', bio: 'Hi', acceptsInPerson: true })).toEqual({
      stage_name: 'DJ X',
      bio: 'Hi',
      accepts_in_person: true,
    });
  });
});

describe('ZDjPublicPageQuery', () => {
  it('needs a slug or an id', () => {
    expect(ZDjPublicPageQuery.parse({ slug: 'dj-x' })).toEqual({ slug: 'dj-x' });
    expect(ZDjPublicPageQuery.parse({ id: '12' })).toEqual({ id: 12 });
    expect(messages(ZDjPublicPageQuery.safeParse({}))).toEqual([DJ_PROFILE_MESSAGES.slugOrIdRequired]);
    expect(ZDjPublicPageQuery.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
