import { sql } from 'drizzle-orm';
import {
  djAvailableNotification,
  djAvailableSourceKey,
  DJ_AVAILABLE_MAX_RECIPIENTS,
  featureNotification,
  featureSourceKey,
  type TFeatureAnnouncement,
} from '@cuepoint/domain/notifications/city-and-features';
import {
  dueReminder,
  reminderNotifications,
  reminderSourceKey,
} from '@cuepoint/domain/notifications/reminders';
import { notificationAudience } from '@cuepoint/domain/notifications/preferences';
import type { Db } from '../../../db/client.ts';
import { insertNotifications } from './notifications-store.ts';
import { DAY_MS } from '@cuepoint/domain/time/durations';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const dateText = (value: Date | string) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * Event reminders: each confirmed booking whose event is within 24 hours gets the reminder now due (24 h, then 2 h)
 * for both parties, once (the notification's source key). Answers how many notifications were new.
 */
export async function remindUpcomingEvents(db: Db, now: Date): Promise<number> {
  const rows = rowsOf<{
    booking_id: number | string;
    customer_user_id: number | string;
    customer_type: string;
    dj_user_id: number | string;
    stage_name: string | null;
    event_at: Date | string;
    event_timezone: string;
    description: string;
  }>(
    await db.execute(sql`
      select b.id as booking_id, b.customer_user_id, cu.user_type as customer_type, b.dj_user_id, p.stage_name,
        r.event_at, r.event_timezone, r.description
      from bookings b
      join booking_requests r on r.id = b.request_id
      join users cu on cu.id = b.customer_user_id
      left join dj_profiles p on p.user_id = b.dj_user_id
      where b.status = 'confirmed'
        and r.event_at > ${now.toISOString()}::timestamptz
        and r.event_at <= ${new Date(now.getTime() + DAY_MS).toISOString()}::timestamptz
      order by b.id
    `),
  );
  let created = 0;
  for (const row of rows) {
    const eventAt = asDate(row.event_at);
    const key = dueReminder(eventAt, now);
    if (!key) continue;
    const bookingId = Number(row.booking_id);
    const drafts = reminderNotifications(
      {
        bookingId,
        eventAt,
        eventTimezone: row.event_timezone,
        description: row.description,
        customer: { userId: Number(row.customer_user_id), audience: notificationAudience(row.customer_type) },
        dj: { userId: Number(row.dj_user_id), stageName: row.stage_name },
      },
      key,
    );
    created += await db.transaction((tx) =>
      insertNotifications(tx as unknown as Db, reminderSourceKey(bookingId, key), drafts, now),
    );
  }
  return created;
}

const CURSOR = 'dj_available_periods';

/**
 * DJs available in a customer's city: each new travel period (after the last one announced) with a city and not yet
 * over is announced to the venues and enthusiasts of that city and country. The first run only marks where it
 * starts: periods made before notifications existed are not announced.
 */
export async function announceDjsAvailable(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [cursor] = rowsOf<{ position: number | string }>(
      await txDb.execute(sql`select position from notification_cursors where name = ${CURSOR} for update`),
    );
    if (!cursor) {
      await txDb.execute(sql`
        insert into notification_cursors (name, position, updated_at)
        select ${CURSOR}, coalesce(max(id), 0), ${now.toISOString()}::timestamptz from dj_availability_periods
        on conflict (name) do nothing
      `);
      return 0;
    }
    const periods = rowsOf<{
      id: number | string;
      dj_user_id: number | string;
      from_date: Date | string;
      to_date: Date | string;
      country: string;
      city: string | null;
      stage_name: string | null;
      slug: string | null;
    }>(
      await txDb.execute(sql`
        select a.id, a.dj_user_id, a.from_date, a.to_date, a.country, a.city, p.stage_name, p.slug
        from dj_availability_periods a
        left join dj_profiles p on p.user_id = a.dj_user_id
        where a.id > ${Number(cursor.position)}
        order by a.id
        limit 100
      `),
    );
    let created = 0;
    const today = now.toISOString().slice(0, 10);
    for (const period of periods) {
      const city = period.city?.trim();
      if (!city || dateText(period.to_date) < today) continue;
      const recipients = rowsOf<{ id: number | string; user_type: string }>(
        await txDb.execute(sql`
          select id, user_type from users
          where user_type in ('venue', 'enthusiast')
            and lower(trim(city)) = lower(${city})
            and upper(trim(country)) = upper(${period.country})
            and id <> ${Number(period.dj_user_id)}
          order by id
          limit ${DJ_AVAILABLE_MAX_RECIPIENTS}
        `),
      );
      const facts = {
        periodId: Number(period.id),
        djUserId: Number(period.dj_user_id),
        djSlug: period.slug,
        stageName: period.stage_name,
        city,
        fromDate: dateText(period.from_date),
        toDate: dateText(period.to_date),
      };
      created += await insertNotifications(
        txDb,
        djAvailableSourceKey(facts.periodId),
        recipients.map((recipient) =>
          djAvailableNotification(facts, {
            userId: Number(recipient.id),
            audience: notificationAudience(recipient.user_type),
          }),
        ),
        now,
      );
    }
    const last = periods.at(-1);
    if (last)
      await txDb.execute(
        sql`update notification_cursors set position = ${Number(last.id)}, updated_at = ${now.toISOString()}::timestamptz where name = ${CURSOR}`,
      );
    return created;
  });
}

/**
 * A new feature, announced once (its key) to every account that turned newFeatures on (off by default). Answers how
 * many notifications were new.
 */
export async function announceFeature(
  db: Db,
  announcement: TFeatureAnnouncement,
  now: Date,
): Promise<number> {
  const recipients = rowsOf<{ id: number | string; user_type: string }>(
    await db.execute(sql`
      select u.id, u.user_type from users u
      join notification_preferences p on p.user_id = u.id
      where p.new_features
      order by u.id
    `),
  );
  return db.transaction((tx) =>
    insertNotifications(
      tx as unknown as Db,
      featureSourceKey(announcement.key),
      recipients.map((recipient) =>
        featureNotification(announcement, {
          userId: Number(recipient.id),
          audience: notificationAudience(recipient.user_type),
        }),
      ),
      now,
    ),
  );
}
