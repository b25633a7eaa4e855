import type { Db } from '../../../db/client.ts';
import { createEnthusiast } from '../../../db/seed/factories.ts';
import type { IntentMetadata, PaymentGateway } from '../payment-gateway.ts';

/** A new private customer and the gateway's customer id for them. */
export async function newGatewayCustomer(db: Db, gateway: PaymentGateway) {
  const { user } = await createEnthusiast(db);
  const customerId = await gateway.customerFor({
    userId: user.id,
    email: user.email,
    name: user.displayName,
  });
  return { user, customerId };
}

/** An authorization of `amountMinor` EUR for a new private customer, not confirmed yet. */
export async function newCustomerAuthorization(
  db: Db,
  gateway: PaymentGateway,
  input: { amountMinor: number; idempotencyKey: string; metadata?: (userId: number) => IntentMetadata },
) {
  const { user, customerId } = await newGatewayCustomer(db, gateway);
  const intent = await gateway.createAuthorization({
    amountMinor: input.amountMinor,
    currency: 'EUR',
    customerId,
    metadata: input.metadata?.(user.id) ?? {},
    idempotencyKey: input.idempotencyKey,
  });
  return { user, customerId, intent };
}
