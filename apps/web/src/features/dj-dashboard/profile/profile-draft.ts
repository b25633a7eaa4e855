import {
  DJ_PERFORMANCE_FLAGS,
  DJ_SOCIAL_PLATFORMS,
  type TDjAvailabilityType,
  type TDjPerformanceFlag,
  type TDjSocialPlatform,
} from '@cuepoint/domain/djs/profile-rules';
import type { TDjProfile } from '@cuepoint/domain/djs/profile';

/** The profile form's values: text as typed, flags as ticked. */
export type ProfileDraft = {
  bio: string;
  website_url: string;
  social_links: Record<TDjSocialPlatform, string>;
  flags: Record<TDjPerformanceFlag, boolean>;
  city: string;
  country: string;
  availability_type: TDjAvailabilityType;
};

export function toDraft(profile: TDjProfile): ProfileDraft {
  return {
    bio: profile.bio,
    website_url: profile.website_url ?? '',
    social_links: Object.fromEntries(
      DJ_SOCIAL_PLATFORMS.map((platform) => [platform, profile.social_links[platform] ?? '']),
    ) as Record<TDjSocialPlatform, string>,
    flags: Object.fromEntries(DJ_PERFORMANCE_FLAGS.map(([flag]) => [flag, profile[flag]])) as Record<
      TDjPerformanceFlag,
      boolean
    >,
    city: profile.current_location.city ?? '',
    country: profile.current_location.country ?? '',
    availability_type: profile.current_location.availability_type,
  };
}

/** The body of POST /dj-profile.php: the read-only stage name repeated, and every field of the form. */
export function toSaveBody(draft: ProfileDraft, stageName: string) {
  return {
    stage_name: stageName,
    bio: draft.bio,
    website_url: draft.website_url,
    social_links: draft.social_links,
    ...draft.flags,
    current_location: {
      city: draft.city,
      country: draft.country,
      availability_type: draft.availability_type,
    },
  };
}

/** The form's field keys: a body path joined with dots ("social_links.instagram", "current_location.city"). */
export type ProfileErrors = Record<string, string>;

/** First message per field from schema issues. */
export function issuesToErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Which field a server message is about: by its "field: message" prefix, else by the field it names first. */
const MESSAGE_FIELDS: ReadonlyArray<[RegExp, string]> = [
  [/^stage name|stage name cannot/i, 'stage_name'],
  [/^bio\b/i, 'bio'],
  [/^website\b|valid url/i, 'website_url'],
  [/^social link/i, 'social_links'],
  [/^city\b/i, 'current_location.city'],
  [/country/i, 'current_location.country'],
  [/^availability type/i, 'current_location.availability_type'],
];

/**
 * The field a refusal of the save belongs to, so it shows next to that field; null when it is about no field (the
 * page then says it in a toast).
 */
export function fieldOfServerMessage(message: string): string | null {
  const prefixed = /^([a-z_]+(?:\.[a-z_]+)*): /.exec(message);
  if (prefixed) return prefixed[1]!;
  return MESSAGE_FIELDS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** The message without a "field: " prefix. */
export function stripFieldPrefix(message: string): string {
  return message.replace(/^[a-z_]+(?:\.[a-z_]+)*: /, '');
}
