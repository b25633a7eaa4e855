import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_PLACEHOLDERS } from '@cuepoint/domain/trust/contact-masking';
import { bookingRequests } from '../../../db/schema/booking.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import {
  acceptAndConfirm,
  bookingKitPerFile,
  customerAndDj,
  remoteDj,
  submitRequest,
  uniqueGenre,
} from '../bookings/bookings-test-kit.ts';

const { kit, call } = bookingKitPerFile();

describe('contact details in text shown before a booking', () => {
  it('a request’s description hides them from the DJ until the two have a confirmed booking', async () => {
    const { genre, customerAuth, dj } = await customerAndDj(kit, 'Masked');
    const request = await submitRequest(kit, customerAuth, { hoursAhead: 100, genre, djId: dj.id });
    await kit.t.database.db
      .update(bookingRequests)
      .set({ description: 'Birthday party, call me on +49 170 1234567' })
      .where(eq(bookingRequests.id, request.id));
    const inbox = async () =>
      (await call('GET', '/dj/booking-requests', await kit.bearer(dj.id))).body.data.find(
        (item: { id: number }) => item.id === request.id,
      ).description;
    expect(await inbox()).toBe(`Birthday party, call me on ${CONTACT_PLACEHOLDERS.phone}`);

    await acceptAndConfirm(kit, request.id, await kit.bearer(dj.id), customerAuth);
    expect(await inbox()).toBe('Birthday party, call me on +49 170 1234567');
  });

  it('a DJ’s public bio hides e-mail addresses and phone numbers from every reader, links stay', async () => {
    const dj = await remoteDj(kit, uniqueGenre(), 'Bio');
    await kit.t.database.db
      .update(djProfiles)
      .set({ bio: 'Book me at nova@example.com or 0170 1234567. Mixes: https://soundcloud.com/nova' })
      .where(eq(djProfiles.userId, dj.id));
    const page = await call('GET', `/dj-public-page.php?id=${dj.id}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain(
      `Book me at ${CONTACT_PLACEHOLDERS.email} or ${CONTACT_PLACEHOLDERS.phone}. Mixes: https://soundcloud.com/nova`,
    );
    expect(JSON.stringify(page.body)).not.toContain('nova@example.com');
  });
});
