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

const SETTINGS_FIELDS: readonly SettingsField[] = [
  'email',
  'country',
  'display_name',
  'city',
  'bio',
  'favorite_genres',
];

/** The field a refusal of the server speaks about (its code, or the field its validation names), or null. */
export function fieldOfRefusal(error: {
  code: string | undefined;
  field: string | undefined;
}): SettingsField | null {
  if (error.code === 'EMAIL_READ_ONLY') return 'email';
  const field = SETTINGS_FIELDS.find((name) => name === error.field);
  if (error.code === 'INVALID_FIELD' && field) return field;
  return null;
}
