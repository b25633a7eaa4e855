import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CARD_RESCUE_MESSAGES } from '@cuepoint/domain/booking/card-rescue';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { readOutbox } from '../../../adapters/mail/create-mailer.ts';
import { dispatchNotifications } from '../../notifications/notifications/jobs.ts';
import { HOUR } from '../requests/booking-test-kit.ts';
import {
  acceptAndConfirm,
  bookingKitPerFile,
  remoteDj,
  submitRequest,
  uniqueGenre,
} from './bookings-test-kit.ts';

const { kit } = bookingKitPerFile();

/** Moves the test clock to `hoursBefore` the event (timers due on the way run), then delivers what they sent. */
async function advanceTo(eventAt: Date, hoursBefore: number) {
  await kit.advanceHours((eventAt.getTime() - hoursBefore * HOUR - kit.now().getTime()) / HOUR);
  await dispatchNotifications(kit.t.app.services, kit.t.app.log);
}

/** The notification centre's entries of one kind for an account, oldest first. */
async function noticesOf(userId: number, kind: string) {
  return kit.t.database.db
    .select({ title: notifications.title, body: notifications.body, url: notifications.url })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(notifications.id);
}

/** The e-mails in the outbox to an address with this subject, oldest first. */
async function mailsTo(address: string, subject: string) {
  return (await readOutbox(kit.t.config.outboxDir))
    .filter((mail) => mail.to === address && mail.subject === subject)
    .reverse();
}

describe('what the customer and the DJ are told while a failed card is rescued, on the test clock', () => {
  it('the retry’s failure, the T−48 h reminder and the T−23 h release each reach both parties in words', async () => {
    const { user: customer } = await createEnthusiast(kit.t.database.db);
    const dj = await remoteDj(kit, uniqueGenre(), 'Nova');
    const request = await submitRequest(kit, await kit.bearer(customer.id), {
      hoursAhead: 200,
      card: 'pm_card_chargeCustomerFail',
    });
    const bookingId = await acceptAndConfirm(
      kit,
      request.id,
      await kit.bearer(dj.id),
      await kit.bearer(customer.id),
    );
    const link = `/bookings/${bookingId}`;

    // The off-session hold fails: told at once.
    await advanceTo(request.eventAt, 83);
    expect(await noticesOf(customer.id, 'payment_failed')).toHaveLength(1);
    expect(await noticesOf(dj.id, 'booking_at_risk')).toHaveLength(1);

    // The one retry 24 hours later fails too: the customer is told again, with the reason, the deadline and the link.
    await advanceTo(request.eventAt, 58);
    const failed = await noticesOf(customer.id, 'payment_failed');
    expect(failed).toHaveLength(2);
    expect(failed[1]).toMatchObject({ title: 'Payment authorization failed', url: link });
    expect(failed[1]!.body).toMatch(
      /^Your card could not be authorized for the booking with .+ on .+\. Reason: Your card was declined\. Secure it by .+: confirm your card or use another one\. Otherwise it is released\.$/,
    );
    const failedMails = await mailsTo(customer.email, 'Payment authorization failed');
    expect(failedMails).toHaveLength(2);
    expect(failedMails[1]!.text).toContain('Reason: Your card was declined.');
    expect(failedMails[1]!.text).toContain(link);
    expect(await noticesOf(dj.id, 'booking_at_risk')).toHaveLength(2);
    expect(await mailsTo(dj.email, CARD_RESCUE_MESSAGES.atRiskTitle)).toHaveLength(2);

    // 48 hours before the event the customer is reminded, once.
    await advanceTo(request.eventAt, 47);
    const reminders = await noticesOf(customer.id, 'payment_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: 'Your booking is not secured yet', url: link });
    expect(reminders[0]!.body).toMatch(
      /^Your card still does not secure the booking on .+\. Secure it by .+, or it is released\.$/,
    );
    const reminderMails = await mailsTo(customer.email, 'Your booking is not secured yet');
    expect(reminderMails).toHaveLength(1);
    expect(reminderMails[0]!.text).toContain('Secure it by');

    // Still unsecured at T−23 h: released, and both are told the true reason.
    await advanceTo(request.eventAt, 22.5);
    const released = await noticesOf(customer.id, 'booking_released');
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({ title: 'Your booking was released' });
    expect(released[0]!.body).toContain(`was ${CARD_RESCUE_MESSAGES.released}; nothing was charged.`);
    expect(released[0]!.body).not.toMatch(/expired without a confirmed booking/);
    const djReleased = await noticesOf(dj.id, 'booking_released');
    expect(djReleased).toHaveLength(1);
    expect(djReleased[0]).toMatchObject({ title: 'A booking was released', url: link });
    expect(djReleased[0]!.body).toContain(`was ${CARD_RESCUE_MESSAGES.released}:`);
    expect(djReleased[0]!.body).toContain('Nothing was charged and the date is free again.');
    const customerMails = await mailsTo(customer.email, 'Your booking was released');
    expect(customerMails).toHaveLength(1);
    expect(customerMails[0]!.text).toContain(CARD_RESCUE_MESSAGES.released);
    const djMails = await mailsTo(dj.email, 'A booking was released');
    expect(djMails).toHaveLength(1);
    expect(djMails[0]!.text).toContain(CARD_RESCUE_MESSAGES.released);
  }, 120_000);
});
