import { describe, expect, it } from 'vitest';
import { USER_PROFILE_MESSAGES, ZUserProfileUpdate, normalizeGenres } from './user-profile.ts';

const message = (value: unknown) => ZUserProfileUpdate.safeParse(value).error?.issues[0]?.message;

describe('user profile update', () => {
  it('reads the enthusiast fields; blank city and country clear them', () => {
    expect(
      ZUserProfileUpdate.parse({
        display_name: ' Mia ',
        city: '',
        country: 'de',
        favorite_genres: ['deep house', 'Techno', 'techno '],
        bio: ' Dancing since 2009 ',
      }),
    ).toEqual({
      display_name: 'Mia',
      city: null,
      country: 'DE',
      favorite_genres: ['Deep House', 'Techno'],
      bio: 'Dancing since 2009',
    });
    expect(ZUserProfileUpdate.parse({ favorite_genres: null })).toEqual({});
  });

  it('refuses a blank name, too many genres, a country not in the list', () => {
    expect(message({ display_name: ' ' })).toBe(USER_PROFILE_MESSAGES.displayNameRequired);
    expect(message({ favorite_genres: Array.from({ length: 11 }, (_, i) => `Genre ${i}`) })).toBe(
      USER_PROFILE_MESSAGES.tooManyGenres,
    );
    expect(message({ favorite_genres: 'House' })).toBe(USER_PROFILE_MESSAGES.genresList);
    expect(message({ country: 'XX' })).toBe('Please select a country from the list');
  });

  it('normalises genres to the catalogue spelling, each once', () => {
    expect(normalizeGenres(['drum & bass', 'Drum & Bass', ' Amapiano ', 'Minimal  Wave'])).toEqual([
      'Drum & Bass',
      'Amapiano',
      'Minimal Wave',
    ]);
  });
});
