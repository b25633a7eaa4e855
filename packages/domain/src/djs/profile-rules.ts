/**
 * DJ profile constants, messages and pure rules (docs/product/djs.md), free of schema code so the dashboard and the
 * public profile page load them without zod. The request schemas live beside this file in profile.ts.
 */

/** docs/product/djs.md: a new DJ profile asks 80 USD an hour. */
export const DJ_DEFAULT_HOURLY_RATE = 80;
export const DJ_DEFAULT_CURRENCY = 'USD';

export const DJ_SOCIAL_PLATFORMS = ['instagram', 'facebook', 'mixcloud', 'twitch', 'website'] as const;
export type TDjSocialPlatform = (typeof DJ_SOCIAL_PLATFORMS)[number];
/** Every social link normalised to one shape: the profile's absolute http(s) URL per platform. */
export type TDjSocialLinks = Partial<Record<TDjSocialPlatform, string>>;

export const DJ_AVAILABILITY_TYPES = ['home_base', 'touring'] as const;
export type TDjAvailabilityType = (typeof DJ_AVAILABILITY_TYPES)[number];
export const DJ_AVAILABILITY_TYPE_LABELS: Record<TDjAvailabilityType, string> = {
  home_base: 'Home base',
  touring: 'Touring',
};

/** The four performance types, snake_case as stored and answered, with the camelCase spelling also read. */
export const DJ_PERFORMANCE_FLAGS = [
  ['accepts_in_person', 'acceptsInPerson'],
  ['accepts_co_streaming', 'acceptsCoStreaming'],
  ['accepts_remote_venues', 'acceptsRemoteVenues'],
  ['accepts_remote_private', 'acceptsRemotePrivate'],
] as const;
export type TDjPerformanceFlag = (typeof DJ_PERFORMANCE_FLAGS)[number][0];

export const DJ_BIO_MAX_LENGTH = 5000;
export const DJ_SOCIAL_HANDLE_MAX_LENGTH = 100;

export const DJ_PROFILE_MESSAGES = {
  /**
   * docs/product/djs.md: the public profile's heading when the DJ is unknown; the server's error is the text under it.
   */
  notFoundTitle: 'DJ Not Found',
  notFound: 'The requested DJ profile does not exist.',
  /** docs/product/djs.md: the profile page's words for a DJ that does not exist, with a link back to /venues. */
  pageNotFound: "The DJ you're looking for doesn't exist or has been removed.",
  /** The signed-in DJ has no profile row yet (an account whose sign-up was not finished). */
  profileMissing: 'Your DJ profile has not been set up yet',
  stageNameReadOnly: 'The stage name cannot be changed',
  socialLinkInvalid: 'Social links must be http(s) URLs or usernames',
  websiteInvalid: 'Please enter a valid URL',
  slugOrIdRequired: 'A DJ slug or id is required',
  saveFailed: 'Failed to save profile changes. Please try again.',
} as const;

const PROFILE_URLS: Record<Exclude<TDjSocialPlatform, 'website'>, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}/`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  mixcloud: (handle) => `https://www.mixcloud.com/${handle}/`,
  twitch: (handle) => `https://www.twitch.tv/${handle}`,
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HANDLE = /^[A-Za-z0-9._-]+$/;

/** An absolute http(s) URL with a dotted host. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s./]+\.[^\s]+$/i.test(value) && URL.canParse(value);
}

/** What a client may send for one link: a URL or username as text, or an object naming one. */
export type TSocialLinkInput =
  | string
  | null
  | undefined
  | {
      url?: string | null | undefined;
      username?: string | null | undefined;
      handle?: string | null | undefined;
    };

/**
 * One social link as its profile URL (docs/product/djs.md): the URL when one is given, else a profile link built from
 * the username or handle (leading @ stripped). Only http(s) URLs pass: any other scheme, or text that is neither a URL
 * nor a handle, is `{ error }`. An empty value is `{ url: undefined }` (the link is removed).
 */
export function normalizeSocialLink(
  platform: TDjSocialPlatform,
  input: TSocialLinkInput,
): { url: string | undefined } | { error: string } {
  const raw =
    typeof input === 'string'
      ? input
      : input && typeof input === 'object'
        ? (input.url ?? input.username ?? input.handle ?? '')
        : '';
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return { url: undefined };
  const invalid = { error: DJ_PROFILE_MESSAGES.socialLinkInvalid };
  if (SCHEME.test(text) && !/^https?:\/\//i.test(text)) return invalid;
  const looksLikeUrl = /^https?:\/\//i.test(text) || text.includes('/') || platform === 'website';
  if (looksLikeUrl) {
    const url = /^https?:\/\//i.test(text) ? text : `https://${text}`;
    return isHttpUrl(url) ? { url } : invalid;
  }
  const handle = text.replace(/^@+/, '');
  if (!handle || handle.length > DJ_SOCIAL_HANDLE_MAX_LENGTH || !HANDLE.test(handle)) return invalid;
  return { url: PROFILE_URLS[platform](handle) };
}

/** Reads a performance flag under its snake_case name, else its camelCase one (docs/product/djs.md). */
export function readPerformanceFlag(
  source: Readonly<Record<string, unknown>>,
  flag: TDjPerformanceFlag,
): boolean | undefined {
  const pair = DJ_PERFORMANCE_FLAGS.find(([snake]) => snake === flag)!;
  const value = source[pair[0]] ?? source[pair[1]];
  return typeof value === 'boolean' ? value : undefined;
}

/** The public page of a DJ: /{slug}. */
export function djProfilePath(slug: string): string {
  return `/${slug}`;
}

/** What a profile has filled in, for the dashboard's completeness figure (0 to 100). */
export type TProfileCompletenessInput = {
  bio: string;
  genres: readonly string[];
  profile_image_url: string | null;
  banner_image_url: string | null;
  social_links: TDjSocialLinks;
  website_url: string | null;
  current_location: { city: string | null; country: string | null };
};

/** Share of the six profile parts a visitor looks for: bio, genres, avatar, banner, a link, a location. */
export function profileCompleteness(profile: TProfileCompletenessInput): number {
  const parts = [
    profile.bio.trim().length > 0,
    profile.genres.length > 0,
    Boolean(profile.profile_image_url),
    Boolean(profile.banner_image_url),
    Boolean(profile.website_url) || Object.values(profile.social_links).some(Boolean),
    Boolean(profile.current_location.city || profile.current_location.country),
  ];
  return Math.round((parts.filter(Boolean).length / parts.length) * 100);
}
