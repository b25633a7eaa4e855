/** Set platforms and player constants, free of schema code so the web app's first load stays small. */
export const SET_PLATFORMS = ['mixcloud', 'soundcloud', 'youtube', 'twitch', 'libsyn', 'other'] as const;
export type TSetPlatform = (typeof SET_PLATFORMS)[number];

export const SET_PLATFORM_LABELS: Record<TSetPlatform, string> = {
  mixcloud: 'Mixcloud',
  soundcloud: 'SoundCloud',
  youtube: 'YouTube',
  twitch: 'Twitch',
  libsyn: 'Libsyn',
  other: 'Web',
};

/** docs/product/djs.md: the home player shows the 12 newest public sets; autoplay waits 600 ms after a move. */
export const LATEST_SETS_COUNT = 12;
export const PLAYER_AUTOPLAY_DELAY_MS = 600;
