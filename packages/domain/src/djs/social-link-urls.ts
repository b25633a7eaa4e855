import { DJ_SOCIAL_HANDLE_MAX_LENGTH, isHttpUrl } from './profile-rules.ts';

/**
 * The public profile's social links (docs/product/djs.md): a link's URL when it has one, else a profile link
 * built from its username (leading @ stripped) for twitch, soundcloud, mixcloud, instagram and youtube. Facebook and
 * the website are shown only from a URL. Free of schema code: the public page loads it.
 */
export const PUBLIC_SOCIAL_PLATFORMS = [
  'instagram',
  'soundcloud',
  'mixcloud',
  'youtube',
  'twitch',
  'facebook',
  'website',
] as const;
export type TPublicSocialPlatform = (typeof PUBLIC_SOCIAL_PLATFORMS)[number];

export const PUBLIC_SOCIAL_LABELS: Record<TPublicSocialPlatform, string> = {
  instagram: 'Instagram',
  soundcloud: 'SoundCloud',
  mixcloud: 'Mixcloud',
  youtube: 'YouTube',
  twitch: 'Twitch',
  facebook: 'Facebook',
  website: 'Website',
};

/** The platforms whose profile link is built from a username alone, and how. */
export const USERNAME_PROFILE_URLS: Partial<Record<TPublicSocialPlatform, (username: string) => string>> = {
  twitch: (username) => `https://www.twitch.tv/${username}`,
  soundcloud: (username) => `https://soundcloud.com/${username}`,
  mixcloud: (username) => `https://www.mixcloud.com/${username}/`,
  instagram: (username) => `https://www.instagram.com/${username}/`,
  youtube: (username) => `https://www.youtube.com/@${username}`,
};

const USERNAME = /^[A-Za-z0-9._-]+$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * One social link as the URL a visitor follows, or undefined when there is nothing safe to link to. The value is a
 * URL or username as text, or an object with `url`, `username` or `handle`; only http(s) URLs are ever returned.
 */
export function socialLinkUrl(platform: TPublicSocialPlatform, value: unknown): string | undefined {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  const given = record ? text(record['url']) : text(value);
  if (/^https?:\/\//i.test(given)) return isHttpUrl(given) ? given : undefined;
  // "soundcloud.com/nova" as typed: a URL without its scheme.
  if (given.includes('/') && !given.includes(':')) {
    return isHttpUrl(`https://${given}`) ? `https://${given}` : undefined;
  }
  const username = (record ? text(record['username']) || text(record['handle']) || given : given).replace(
    /^@+/,
    '',
  );
  const build = USERNAME_PROFILE_URLS[platform];
  if (!build || !username || username.length > DJ_SOCIAL_HANDLE_MAX_LENGTH || !USERNAME.test(username)) {
    return undefined;
  }
  return build(username);
}

export type TPublicSocialLink = { platform: TPublicSocialPlatform; label: string; url: string };

/**
 * The links a profile shows, in a fixed order: each platform the profile names with a usable value, plus the
 * website field when the links hold no website of their own. Unknown platforms are left out.
 */
export function publicSocialLinks(
  links: Readonly<Record<string, unknown>> | null | undefined,
  websiteUrl?: string | null,
): TPublicSocialLink[] {
  const result: TPublicSocialLink[] = [];
  for (const platform of PUBLIC_SOCIAL_PLATFORMS) {
    const value = platform === 'website' ? (links?.['website'] ?? websiteUrl) : links?.[platform];
    const url = socialLinkUrl(platform, value);
    if (url) result.push({ platform, label: PUBLIC_SOCIAL_LABELS[platform], url });
  }
  return result;
}
