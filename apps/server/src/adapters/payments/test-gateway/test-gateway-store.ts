import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { placeholdersFor, preparedFor, preparedPerShape } from '../../../db/prepared.ts';
import {
  testGatewayIntents,
  testGatewayPaymentMethods,
  testGatewayRefunds,
  testGatewayTransferReversals,
  testGatewayTransfers,
} from '../../../db/schema/payments.ts';

export type IntentRow = typeof testGatewayIntents.$inferSelect;
export type NewIntentRow = typeof testGatewayIntents.$inferInsert;
export type PaymentMethodRow = typeof testGatewayPaymentMethods.$inferSelect;
export type NewPaymentMethodRow = typeof testGatewayPaymentMethods.$inferInsert;
export type TransferRow = typeof testGatewayTransfers.$inferSelect;
export type NewTransferRow = typeof testGatewayTransfers.$inferInsert;
export type RefundRow = typeof testGatewayRefunds.$inferSelect;
export type ReversalRow = typeof testGatewayTransferReversals.$inferSelect;

/** What an attempt may change on an intent; amount, currency, customer, capture method and destination never change. */
export type IntentChange = Partial<
  Pick<
    IntentRow,
    | 'status'
    | 'paymentMethodId'
    | 'lastError'
    | 'amountCapturableMinor'
    | 'amountReceivedMinor'
    | 'cancellationReason'
  >
> & { updatedAt: Date };

// The booking write path's statements (an intent made, confirmed, read by the submit): prepared (db/prepared.ts).
const insertIntentQuery = preparedPerShape('test_gateway_intent_insert', (db, placeholders, name) =>
  db
    .insert(testGatewayIntents)
    .values(placeholdersFor<NewIntentRow>(placeholders))
    .onConflictDoNothing()
    .returning()
    .prepare(name),
);
const updateIntentQuery = preparedPerShape('test_gateway_intent_update', (db, placeholders, name) =>
  db
    .update(testGatewayIntents)
    .set(placeholdersFor<IntentChange>(placeholders))
    .where(eq(testGatewayIntents.id, sql.placeholder('intentId')))
    .returning()
    .prepare(name),
);
/** An intent's change written only while the intent still has the status it was read with: compare and set. */
const updateIntentIfUnchangedQuery = preparedPerShape(
  'test_gateway_intent_update_if',
  (db, placeholders, name) =>
    db
      .update(testGatewayIntents)
      .set(placeholdersFor<IntentChange>(placeholders))
      .where(
        and(
          eq(testGatewayIntents.id, sql.placeholder('intentId')),
          eq(testGatewayIntents.status, sql.placeholder('seenStatus')),
        ),
      )
      .returning()
      .prepare(name),
);
const insertPaymentMethodQuery = preparedPerShape(
  'test_gateway_payment_method_insert',
  (db, placeholders, name) =>
    db
      .insert(testGatewayPaymentMethods)
      .values(placeholdersFor<NewPaymentMethodRow>(placeholders))
      .returning()
      .prepare(name),
);

const intentByIdQuery = preparedFor((db) =>
  db
    .select()
    .from(testGatewayIntents)
    .where(eq(testGatewayIntents.id, sql.placeholder('id')))
    .prepare('test_gateway_intent_by_id'),
);

/** The test gateway's queries, on the database or inside a transaction. */
function testGatewayQueries(db: Db) {
  return {
    /** Inserts an intent; with an idempotency key already used, answers the intent it created instead. */
    async insertIntent(row: NewIntentRow): Promise<{ intent: IntentRow; created: boolean }> {
      const [inserted] = await insertIntentQuery(db, row).execute(row);
      if (inserted) return { intent: inserted, created: true };
      const [existing] = row.idempotencyKey
        ? await db
            .select()
            .from(testGatewayIntents)
            .where(eq(testGatewayIntents.idempotencyKey, row.idempotencyKey))
        : [];
      if (!existing) throw new Error(`test gateway intent ${row.id} was not inserted`);
      return { intent: existing, created: false };
    },

    async intent(id: string, options: { lock?: boolean } = {}): Promise<IntentRow | null> {
      if (!options.lock) {
        const [read] = await intentByIdQuery(db).execute({ id });
        return read ?? null;
      }
      const [row] = await db
        .select()
        .from(testGatewayIntents)
        .where(eq(testGatewayIntents.id, id))
        .for('update');
      return row ?? null;
    },

    async updateIntent(id: string, change: IntentChange): Promise<IntentRow> {
      const [row] = await updateIntentQuery(db, change).execute({ ...change, intentId: id });
      if (!row) throw new Error(`test gateway intent ${id} vanished`);
      return row;
    },

    /**
     * The change, written only if the intent still has the status it had when read; null when another move came first
     * (a confirmation without a lock: one statement instead of a transaction).
     */
    async updateIntentIfUnchanged(
      id: string,
      change: IntentChange,
      seenStatus: string,
    ): Promise<IntentRow | null> {
      const [row] = await updateIntentIfUnchangedQuery(db, change).execute({
        ...change,
        intentId: id,
        seenStatus,
      });
      return row ?? null;
    },

    async insertPaymentMethod(row: NewPaymentMethodRow): Promise<PaymentMethodRow> {
      const [inserted] = await insertPaymentMethodQuery(db, row).execute(row);
      return inserted!;
    },

    async paymentMethod(id: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(testGatewayPaymentMethods)
        .where(eq(testGatewayPaymentMethods.id, id));
      return row ?? null;
    },

    /** Saves a card to a customer (a succeeded SetupIntent): usable again, off-session included. */
    async attachPaymentMethod(id: string, customerRef: string): Promise<void> {
      await db
        .update(testGatewayPaymentMethods)
        .set({ customerRef })
        .where(eq(testGatewayPaymentMethods.id, id));
    },

    /** Detaches a card from its customer for good: the ledger keeps when and from whom (Stripe's detach). */
    async detachPaymentMethod(method: PaymentMethodRow, now: Date): Promise<PaymentMethodRow> {
      const [row] = await db
        .update(testGatewayPaymentMethods)
        .set({
          detachedAt: now,
          detachedFromCustomerRef: method.customerRef,
          customerRef: null,
          consumedAt: method.consumedAt ?? now,
        })
        .where(eq(testGatewayPaymentMethods.id, method.id))
        .returning();
      if (!row) throw new Error(`test gateway payment method ${method.id} vanished`);
      return row;
    },

    async lockPaymentMethod(id: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(testGatewayPaymentMethods)
        .where(eq(testGatewayPaymentMethods.id, id))
        .for('update');
      return row ?? null;
    },

    /** Inserts a transfer; with an idempotency key already used, answers the transfer it created instead. */
    async insertTransfer(row: NewTransferRow): Promise<{ transfer: TransferRow; created: boolean }> {
      const [inserted] = await db.insert(testGatewayTransfers).values(row).onConflictDoNothing().returning();
      if (inserted) return { transfer: inserted, created: true };
      const [existing] = await db
        .select()
        .from(testGatewayTransfers)
        .where(eq(testGatewayTransfers.idempotencyKey, row.idempotencyKey));
      if (!existing) throw new Error(`test gateway transfer ${row.id} was not inserted`);
      return { transfer: existing, created: false };
    },

    async transferByKey(idempotencyKey: string): Promise<TransferRow | null> {
      const [row] = await db
        .select()
        .from(testGatewayTransfers)
        .where(eq(testGatewayTransfers.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** What transfers funded by this intent took already, in minor units. */
    async transferredFrom(intentId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${testGatewayTransfers.amountMinor}), 0)` })
        .from(testGatewayTransfers)
        .where(eq(testGatewayTransfers.sourceIntentId, intentId));
      return Number(row?.total ?? 0);
    },

    /** The transfers a connected account received, oldest first. */
    async transfersTo(accountRef: string): Promise<TransferRow[]> {
      return db
        .select()
        .from(testGatewayTransfers)
        .where(eq(testGatewayTransfers.destinationAccountRef, accountRef))
        .orderBy(testGatewayTransfers.createdAt, testGatewayTransfers.id);
    },

    /** A transfer by id, locked until the transaction ends when asked (reversals take turns on it). */
    async transferById(id: string, options: { lock?: boolean } = {}): Promise<TransferRow | null> {
      const query = db.select().from(testGatewayTransfers).where(eq(testGatewayTransfers.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async refundByKey(idempotencyKey: string): Promise<RefundRow | null> {
      const [row] = await db
        .select()
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    async insertRefund(row: typeof testGatewayRefunds.$inferInsert): Promise<RefundRow> {
      const [inserted] = await db.insert(testGatewayRefunds).values(row).returning();
      return inserted!;
    },

    /** The refunds of an intent, oldest first. */
    async refundsOf(intentId: string): Promise<RefundRow[]> {
      return db
        .select()
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.intentId, intentId))
        .orderBy(testGatewayRefunds.createdAt, testGatewayRefunds.id);
    },

    async reversalByKey(idempotencyKey: string): Promise<ReversalRow | null> {
      const [row] = await db
        .select()
        .from(testGatewayTransferReversals)
        .where(eq(testGatewayTransferReversals.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    async insertReversal(row: typeof testGatewayTransferReversals.$inferInsert): Promise<ReversalRow> {
      const [inserted] = await db.insert(testGatewayTransferReversals).values(row).returning();
      return inserted!;
    },

    /** The reversals of a transfer, oldest first. */
    async reversalsOf(transferId: string): Promise<ReversalRow[]> {
      return db
        .select()
        .from(testGatewayTransferReversals)
        .where(eq(testGatewayTransferReversals.transferId, transferId))
        .orderBy(testGatewayTransferReversals.createdAt, testGatewayTransferReversals.id);
    },

    /** Marks a card used without a customer: like Stripe's, it cannot be used again. */
    async consumePaymentMethod(id: string, now: Date): Promise<void> {
      await db
        .update(testGatewayPaymentMethods)
        .set({ consumedAt: now })
        .where(eq(testGatewayPaymentMethods.id, id));
    },
  };
}

export type TestGatewayQueries = ReturnType<typeof testGatewayQueries>;

export type TestGatewayStore = TestGatewayQueries & {
  /** Runs a confirmation, capture or cancel with its intent row locked (`intent(id, { lock: true })`). */
  transaction<T>(work: (tx: TestGatewayQueries) => Promise<T>): Promise<T>;
};

export function createTestGatewayStore(db: Db): TestGatewayStore {
  return {
    ...testGatewayQueries(db),
    transaction: (work) => db.transaction(async (tx) => work(testGatewayQueries(tx as unknown as Db))),
  };
}
