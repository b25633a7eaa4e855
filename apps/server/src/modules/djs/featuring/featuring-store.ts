import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { djFeatureRequests } from '../../../db/schema/dj-events.ts';
import { djProfiles } from '../../../db/schema/profiles.ts';
import type { TFeatureGrant } from '@cuepoint/domain/djs/featuring-rules';

const grantColumns = {
  featuredFrom: djFeatureRequests.featuredFrom,
  featuredUntil: djFeatureRequests.featuredUntil,
  cooldownUntil: djFeatureRequests.cooldownUntil,
};

type GrantRow = { featuredFrom: Date | null; featuredUntil: Date | null; cooldownUntil: Date };

const toGrant = (row: GrantRow | undefined): TFeatureGrant | null =>
  row?.featuredFrom && row.featuredUntil
    ? { featuredFrom: row.featuredFrom, featuredUntil: row.featuredUntil, cooldownUntil: row.cooldownUntil }
    : null;

function latestOf(db: Pick<Db, 'select'>, djUserId: number) {
  return db
    .select(grantColumns)
    .from(djFeatureRequests)
    .where(and(eq(djFeatureRequests.djUserId, djUserId), eq(djFeatureRequests.status, 'granted')))
    .orderBy(desc(djFeatureRequests.requestedAt), desc(djFeatureRequests.id))
    .limit(1);
}

/** The DJ's latest granted feature request, or null when they never asked. */
export async function latestFeatureGrant(db: Db, djUserId: number): Promise<TFeatureGrant | null> {
  const [row] = await latestOf(db, djUserId);
  return toGrant(row);
}

/** The only place featuring queries. */
export function createDjFeaturingStore(db: Db) {
  return {
    /**
     * Records the grant `decide` makes from the DJ's latest one (decide throws to refuse). The DJ's profile row is
     * locked meanwhile, so two requests at once cannot both be granted. Null when the DJ has no profile.
     */
    async request(
      djUserId: number,
      now: Date,
      decide: (latest: TFeatureGrant | null) => TFeatureGrant,
    ): Promise<TFeatureGrant | null> {
      return db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ userId: djProfiles.userId })
          .from(djProfiles)
          .where(eq(djProfiles.userId, djUserId))
          .for('update');
        if (!profile) return null;
        const [latest] = await latestOf(tx, djUserId);
        const grant = decide(toGrant(latest));
        await tx
          .insert(djFeatureRequests)
          .values({ djUserId, requestedAt: now, status: 'granted', ...grant });
        return grant;
      });
    },
  };
}

export type DjFeaturingStore = ReturnType<typeof createDjFeaturingStore>;
