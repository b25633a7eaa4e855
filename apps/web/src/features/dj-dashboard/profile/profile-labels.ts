import type { TDjPerformanceFlag, TDjSocialPlatform } from '@cuepoint/domain/djs/profile-rules';

/** The performance types as the sign-up wizard names them. */
export const PERFORMANCE_TYPE_LABELS: Record<TDjPerformanceFlag, { label: string; description: string }> = {
  accepts_in_person: { label: 'In person', description: 'At venues and private events.' },
  accepts_co_streaming: { label: 'Co-streaming', description: 'One set streamed to several venues.' },
  accepts_remote_venues: { label: 'Remote for venues', description: 'Live-streamed into a club or bar.' },
  accepts_remote_private: {
    label: 'Remote for private events',
    description: 'Live-streamed to a party or home.',
  },
};

export const SOCIAL_LINK_LABELS: Record<TDjSocialPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  mixcloud: 'Mixcloud',
  twitch: 'Twitch',
  website: 'Website link',
};
