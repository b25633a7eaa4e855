import { asc, sql, type SQL } from 'drizzle-orm';
import { djProfiles } from '../../../db/schema/profiles.ts';

/**
 * The order of GET /discover/djs, in one place so a ranking (matchmaking) can replace it: for now alphabetical by
 * stage name, which keeps pages stable.
 */
export function discoverOrder(): SQL[] {
  return [asc(sql`lower(${djProfiles.stageName})`), asc(djProfiles.userId)];
}
