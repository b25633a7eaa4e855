import { databaseOptionsOf, loadConfigOrExit } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { buildApp } from '../../app.ts';
import { isEmpty, seedDemoContent } from './demo.ts';
import { createTestClock } from '../../modules/platform/test-clock/test-clock.ts';

/**
 * `npm run seed`: adds the demo content (demo.ts) to an empty database, whatever CUEPOINT_SEED says; a first start
 * runs this file as a process of its own (seed-apart.ts). A database that already has accounts is left as it is.
 */
const config = loadConfigOrExit();

const database = await openDatabase(databaseOptionsOf(config));
// With TEST_CLOCK=on the content is dated by the clock the app runs on: real time plus the offset it keeps.
const testClock = config.TEST_CLOCK ? await createTestClock({ dataDir: config.dataDir }) : undefined;
const app = await buildApp({ config, database, ...(testClock ? { clock: testClock.clock } : {}) });
try {
  if (await isEmpty(database.db)) {
    const started = performance.now();
    const seeded = await seedDemoContent(app.services, app.log);
    console.log(
      `Demo content added in ${Math.round(performance.now() - started)} ms: ${seeded.djs + seeded.rosterDjs} DJs, ` +
        `${seeded.sets} sets, ${seeded.pastBookings} past bookings, ` +
        `${seeded.images} images, ${seeded.announcedSets} announced sets, ${seeded.venues} venues, ` +
        `${seeded.enthusiasts} music enthusiasts.`,
    );
  } else {
    console.log('The database already has accounts: demo content is only added to an empty database.');
  }
} finally {
  await app.close();
  await database.close();
}
