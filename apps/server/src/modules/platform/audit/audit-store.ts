import { and, desc, eq } from 'drizzle-orm';
import type { TOperatorAction } from '@cuepoint/domain/trust/admin';
import type { Db } from '../../../db/client.ts';
import { operatorAudit } from '../../../db/schema/trust.ts';

export type AuditRow = typeof operatorAudit.$inferSelect;

/** Writes one operator action, in the transaction of the change it made. */
export async function recordOperatorAction(
  db: Db,
  entry: {
    operator: { id: number; email: string };
    action: TOperatorAction;
    /** An announcement has no row of its own: target id 0, its key in the detail. */
    targetType: 'user' | 'booking' | 'dispute' | 'report' | 'announcement';
    targetId: number;
    detail?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await db.insert(operatorAudit).values({
    operatorUserId: entry.operator.id,
    operatorEmail: entry.operator.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    createdAt: entry.at,
  });
}

/** The latest operator actions, on one target when named. */
export async function auditEntries(
  db: Db,
  filter: { targetType?: string; targetId?: number },
  limit = 100,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(operatorAudit)
    .where(
      and(
        filter.targetType ? eq(operatorAudit.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(operatorAudit.targetId, filter.targetId) : undefined,
      ),
    )
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
}
