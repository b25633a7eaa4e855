import { COUNTRY_NOT_IN_LIST } from '@cuepoint/domain/text/clearable-fields';
import { USER_PROFILE_MESSAGES } from '@cuepoint/domain/enthusiasts/user-profile';
import type { EnthusiastProfile, EnthusiastProfileChanges } from '../enthusiast-api.ts';

/** The Account Settings form as it is being edited. */
export type SettingsDraft = {
  display_name: string;
  city: string;
  country: string;
  bio: string;
  favorite_genres: string[];
};
export type SettingsField = keyof SettingsDraft | 'email';

export function draftOf(profile: EnthusiastProfile): SettingsDraft {
  return {
    display_name: profile.display_name,
    city: profile.city ?? '',
    country: profile.country ?? '',
    bio: profile.bio,
    favorite_genres: [...profile.favorite_genres],
  };
}

/** The PUT /user/profile body: every editable field, blanks clearing city, country and bio. */
export function changesOf(draft: SettingsDraft): EnthusiastProfileChanges {
  return {
    display_name: draft.display_name.trim(),
    city: draft.city.trim() || null,
    country: draft.country || null,
    bio: draft.bio.trim() || null,
    favorite_genres: draft.favorite_genres,
  };
}

/** What can be told before asking the server; null when nothing. */
export function draftProblem(draft: SettingsDraft): { field: SettingsField; message: string } | null {
  if (!draft.display_name.trim()) {
    return { field: 'display_name', message: USER_PROFILE_MESSAGES.displayNameRequired };
  }
  return null;
}

/** The field a refusal of the server speaks about (its messages name the field), or null. */
export function fieldOfMessage(message: string): SettingsField | null {
  if (message === USER_PROFILE_MESSAGES.emailReadOnly) return 'email';
  if (message === COUNTRY_NOT_IN_LIST || /^country\b/i.test(message)) return 'country';
  if (/^display name\b/i.test(message)) return 'display_name';
  if (/^city\b/i.test(message)) return 'city';
  if (/^bio\b/i.test(message)) return 'bio';
  if (/genre/i.test(message)) return 'favorite_genres';
  return null;
}
