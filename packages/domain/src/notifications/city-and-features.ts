import type { TNotificationDraft } from './notification-parts.ts';
import type { TNotificationAudience } from './preferences.ts';

/** A DJ's availability period in a customer's city (djAvailableInCity). */
export type TDjAvailableFacts = {
  periodId: number;
  djUserId: number;
  djSlug: string | null;
  stageName: string | null;
  city: string;
  fromDate: string;
  toDate: string;
};

export const djAvailableSourceKey = (periodId: number) => `dj_available:${periodId}`;
/** At most this many customers hear of one period (the nearest city's, in order of sign-up). */
export const DJ_AVAILABLE_MAX_RECIPIENTS = 500;

const dateRange = (from: string, to: string) => (from === to ? `on ${from}` : `from ${from} to ${to}`);

export function djAvailableNotification(
  facts: TDjAvailableFacts,
  recipient: { userId: number; audience: TNotificationAudience },
): TNotificationDraft {
  const name = facts.stageName ?? 'A DJ';
  return {
    userId: recipient.userId,
    audience: recipient.audience,
    category: 'djAvailableInCity',
    kind: 'dj_available_in_city',
    title: `${name} is available in ${facts.city}`,
    body: `${name} can play in person in ${facts.city} ${dateRange(facts.fromDate, facts.toDate)}. Book before someone else does.`,
    url: facts.djSlug ? `/${facts.djSlug}` : '/',
  };
}

/** A new feature announced to everyone who turned newFeatures on (off by default). */
export type TFeatureAnnouncement = { key: string; title: string; body: string; url: string };

export const featureSourceKey = (key: string) => `feature:${key}`;

export function featureNotification(
  announcement: TFeatureAnnouncement,
  recipient: { userId: number; audience: TNotificationAudience },
): TNotificationDraft {
  return {
    userId: recipient.userId,
    audience: recipient.audience,
    category: 'newFeatures',
    kind: 'new_feature',
    title: announcement.title,
    body: announcement.body,
    url: announcement.url,
  };
}
