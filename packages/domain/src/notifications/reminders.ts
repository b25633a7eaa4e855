import {
  eventWhen,
  NOTIFICATION_URLS,
  shortDescription,
  type TNotificationDraft,
} from './booking-notifications.ts';
import type { TNotificationAudience } from './preferences.ts';
import { HOUR_MS } from '../time/durations.ts';

/** Event reminders (issue: 24 h and 2 h before), each sent once to both parties of a confirmed booking. */
export const EVENT_REMINDERS = [
  { key: '24h', beforeMs: 24 * HOUR_MS, label: 'tomorrow' },
  { key: '2h', beforeMs: 2 * HOUR_MS, label: 'in 2 hours' },
] as const;
export type TReminderKey = (typeof EVENT_REMINDERS)[number]['key'];

/**
 * The reminder due for an event at `now`: the latest one whose time has come, while the event has not started. A
 * run that missed the 24-hour reminder until 2 hours before sends only the 2-hour one (one reminder is enough).
 */
export function dueReminder(eventAt: Date, now: Date): TReminderKey | null {
  const left = eventAt.getTime() - now.getTime();
  if (left <= 0) return null;
  let due: TReminderKey | null = null;
  for (const reminder of EVENT_REMINDERS) if (left <= reminder.beforeMs) due = reminder.key;
  return due;
}

/** The source key that makes a reminder once per booking and reminder (notifications are unique per user and key). */
export const reminderSourceKey = (bookingId: number, key: TReminderKey) =>
  `reminder:${key}:booking:${bookingId}`;

export type TReminderFacts = {
  bookingId: number;
  eventAt: Date;
  eventTimezone: string;
  description: string;
  customer: { userId: number; audience: TNotificationAudience };
  dj: { userId: number; stageName: string | null };
};

export function reminderNotifications(facts: TReminderFacts, key: TReminderKey): TNotificationDraft[] {
  const reminder = EVENT_REMINDERS.find((item) => item.key === key)!;
  const when = eventWhen(facts.eventAt, facts.eventTimezone);
  const what = shortDescription(facts.description);
  const url = NOTIFICATION_URLS.booking(facts.bookingId);
  return [
    {
      userId: facts.customer.userId,
      audience: facts.customer.audience,
      category: 'eventReminders',
      kind: `reminder_${key}`,
      title: `Your event is ${reminder.label}`,
      body: `${facts.dj.stageName ?? 'Your DJ'} plays ${when}: "${what}".`,
      url,
    },
    {
      userId: facts.dj.userId,
      audience: 'dj',
      category: 'eventReminders',
      kind: `reminder_${key}`,
      title: `Your gig is ${reminder.label}`,
      body: `You play ${when}: "${what}".`,
      url,
    },
  ];
}
