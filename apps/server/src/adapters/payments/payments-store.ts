import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { TPaymentMode } from '@cuepoint/domain/payments/intents';
import type { Db } from '../../db/client.ts';
import {
  paymentConnectedAccounts,
  paymentCustomers,
  paymentWebhookEvents,
} from '../../db/schema/payments.ts';
import type { ConnectAccountStatus } from './payment-gateway.ts';

/** How many accounts' customer ids one store remembers before it starts over. */
const CUSTOMERS_REMEMBERED = 10_000;

/** What both gateways keep in our database: customers per account, DJs' connected accounts, processed events. */
export function createPaymentsStore(db: Db, gateway: TPaymentMode) {
  // An account's customer id never changes once saved (it goes only with the account), and every payment step asks
  // for it: both directions are remembered, up to CUSTOMERS_REMEMBERED accounts.
  const customerOf = new Map<number, string>();
  const ownerOf = new Map<string, number>();
  const remember = (userId: number, customerRef: string) => {
    if (customerOf.size >= CUSTOMERS_REMEMBERED) {
      customerOf.clear();
      ownerOf.clear();
    }
    customerOf.set(userId, customerRef);
    ownerOf.set(customerRef, userId);
  };
  /** The connected account at this gateway that `where` finds, with its DJ and state. */
  const accountWhere = async (where: SQL) => {
    const [row] = await db
      .select({
        userId: paymentConnectedAccounts.userId,
        accountId: paymentConnectedAccounts.accountRef,
        chargesEnabled: paymentConnectedAccounts.chargesEnabled,
        payoutsEnabled: paymentConnectedAccounts.payoutsEnabled,
        detailsSubmitted: paymentConnectedAccounts.detailsSubmitted,
      })
      .from(paymentConnectedAccounts)
      .where(and(where, eq(paymentConnectedAccounts.gateway, gateway)));
    return row ?? null;
  };
  /** The customer row at this gateway that `where` finds, remembered both ways. */
  const customerRow = async (where: SQL) => {
    const [row] = await db
      .select({ userId: paymentCustomers.userId, ref: paymentCustomers.customerRef })
      .from(paymentCustomers)
      .where(and(where, eq(paymentCustomers.gateway, gateway)));
    if (row) remember(row.userId, row.ref);
    return row;
  };

  return {
    async customerRef(userId: number): Promise<string | null> {
      const known = customerOf.get(userId);
      return known ?? (await customerRow(eq(paymentCustomers.userId, userId)))?.ref ?? null;
    },

    /** The account a customer id belongs to at this gateway; null for an id we never made. */
    async ownerOfCustomer(customerRef: string): Promise<number | null> {
      const known = ownerOf.get(customerRef);
      return known ?? (await customerRow(eq(paymentCustomers.customerRef, customerRef)))?.userId ?? null;
    },

    /** Keeps the first customer saved for the account (a concurrent first payment) and answers it. */
    async saveCustomerRef(userId: number, customerRef: string, now: Date): Promise<string> {
      await db
        .insert(paymentCustomers)
        .values({ userId, gateway, customerRef, createdAt: now })
        .onConflictDoNothing();
      return (await this.customerRef(userId)) ?? customerRef;
    },

    async connectedAccount(userId: number): Promise<ConnectAccountStatus | null> {
      const row = await accountWhere(eq(paymentConnectedAccounts.userId, userId));
      if (!row) return null;
      const { userId: _owner, ...status } = row;
      return status;
    },

    /** The DJ a connected account belongs to at this gateway, with its state; null for an account we never linked. */
    async accountByRef(accountRef: string): Promise<(ConnectAccountStatus & { userId: number }) | null> {
      return accountWhere(eq(paymentConnectedAccounts.accountRef, accountRef));
    },

    /** Links a DJ's connected account (or replaces the one linked) with its current state. */
    async linkConnectedAccount(userId: number, status: ConnectAccountStatus, now: Date): Promise<void> {
      const values = {
        accountRef: status.accountId,
        chargesEnabled: status.chargesEnabled,
        payoutsEnabled: status.payoutsEnabled,
        detailsSubmitted: status.detailsSubmitted,
        updatedAt: now,
      };
      await db
        .insert(paymentConnectedAccounts)
        .values({ userId, gateway, ...values })
        .onConflictDoUpdate({
          target: [paymentConnectedAccounts.userId, paymentConnectedAccounts.gateway],
          set: values,
        });
    },

    /** Updates the state of a linked account by its id; an account no DJ linked is left alone. */
    async updateConnectedAccount(status: ConnectAccountStatus, now: Date): Promise<void> {
      await db
        .update(paymentConnectedAccounts)
        .set({
          chargesEnabled: status.chargesEnabled,
          payoutsEnabled: status.payoutsEnabled,
          detailsSubmitted: status.detailsSubmitted,
          updatedAt: now,
        })
        .where(
          and(
            eq(paymentConnectedAccounts.gateway, gateway),
            eq(paymentConnectedAccounts.accountRef, status.accountId),
          ),
        );
    },

    /** Records a gateway event by id; false when it was recorded before (a redelivery). */
    async recordEvent(id: string, type: string, receivedAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(paymentWebhookEvents)
        .values({ id, type, receivedAt })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      return inserted.length === 1;
    },

    /** Drops the record of events received before `before` (long past any redelivery); answers how many. */
    async forgetEventsReceivedBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(paymentWebhookEvents)
        .where(lt(paymentWebhookEvents.receivedAt, before))
        .returning({ id: paymentWebhookEvents.id });
      return deleted.length;
    },

    /** Forgets an event whose processing failed, so the gateway's next delivery processes it. */
    async forgetEvent(id: string): Promise<void> {
      await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, id));
    },
  };
}

export type PaymentsStore = ReturnType<typeof createPaymentsStore>;
