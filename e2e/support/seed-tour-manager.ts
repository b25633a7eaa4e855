/**
 * Adds one tour manager account (a role sign-up does not offer, docs/product/producers-and-labels.md) to the database
 * of DATA_DIR before the account-home spec's server starts on it, through the server's own factory and password
 * hashing. Run with `node e2e/support/seed-tour-manager.ts <email> <password> <display name>`; the database is migrated
 * on open.
 */
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { createUser } from '../../apps/server/src/db/seed/factories.ts';
import { hashPassword } from '../../apps/server/src/modules/accounts/accounts/passwords.ts';

const [email, password, displayName] = process.argv.slice(2);
if (!email || !password || !displayName)
  throw new Error('usage: seed-tour-manager.ts <email> <password> <name>');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await createUser(database.db, {
    email,
    userType: 'tour_manager',
    displayName,
    passwordHash: await hashPassword(password),
    city: 'Lisbon',
    country: 'PT',
    timezone: 'Europe/Lisbon',
  });
} finally {
  await database.close();
}
