import crypto from 'node:crypto';
import { createUser } from '../../../db/seed/factories.ts';
import type { BookingKit } from '../../booking/requests/booking-test-kit.ts';

/**
 * An operator for a test app: a verified account whose e-mail joins the app's ADMIN_EMAILS (the list the guard reads
 * on each request), signed in. `verified: false` makes one whose address is listed but not proven.
 */
export async function makeOperator(kit: BookingKit, options: { verified?: boolean } = {}) {
  const email = `ops-${crypto.randomBytes(4).toString('hex')}@cuepoint.test`;
  const user = await createUser(kit.t.database.db, {
    email,
    userType: 'venue',
    displayName: 'Cuepoint Ops',
    emailVerifiedAt: options.verified === false ? null : kit.now(),
  });
  kit.t.app.services.config.ADMIN_EMAILS.push(email.toUpperCase());
  return { user, auth: await kit.bearer(user.id) };
}
