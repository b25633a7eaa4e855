import type { TPaymentIntentStatus, TSetupIntentStatus } from '@cuepoint/domain/payments/intents';
import type { IntentView } from '../payment-gateway.ts';
import type { IntentRow } from './test-gateway-store.ts';

/** A stored intent as the gateway interface answers it. */
export function intentView(row: IntentRow): IntentView {
  const lastError = row.lastError
    ? {
        type: row.lastError.type,
        code: row.lastError.code,
        decline_code: row.lastError.decline_code ?? null,
        message: row.lastError.message,
      }
    : null;
  if (row.kind === 'setup_intent') {
    return {
      kind: 'setup_intent',
      id: row.id,
      status: row.status as TSetupIntentStatus,
      customerId: row.customerRef,
      paymentMethodId: row.paymentMethodId,
      usage: row.usage ?? 'off_session',
      metadata: row.metadata,
      lastError,
      clientSecret: row.clientSecret,
      createdAt: row.createdAt,
    };
  }
  return {
    kind: 'payment_intent',
    id: row.id,
    status: row.status as TPaymentIntentStatus,
    amountMinor: row.amountMinor ?? 0,
    amountCapturableMinor: row.amountCapturableMinor,
    amountReceivedMinor: row.amountReceivedMinor,
    currency: row.currency ?? '',
    customerId: row.customerRef,
    paymentMethodId: row.paymentMethodId,
    captureMethod: row.captureMethod ?? 'manual',
    metadata: row.metadata,
    lastError,
    clientSecret: row.clientSecret,
    destinationAccountId: row.destinationAccountRef,
    applicationFeeMinor: row.applicationFeeMinor,
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt,
  };
}
