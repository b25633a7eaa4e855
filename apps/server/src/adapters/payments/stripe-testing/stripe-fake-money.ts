import { fakeError as error, fixture, type Json, type StripeFake } from './stripe-fake-parts.ts';

/** What the money calls read and write of the fake's state. */
export type FakeLedger = {
  objects: Map<string, Json>;
  accounts: StripeFake['accounts'];
  charges: StripeFake['charges'];
  newId: (prefix: string) => string;
  now: () => number;
};

/**
 * The fake's money after the charge: transfers to connected accounts (funded by a held or captured charge when they
 * name one), refunds of a succeeded intent and reversals of a transfer, with Stripe's refusals for each.
 */
export function fakeMoneyCalls({ objects, accounts, charges, newId, now }: FakeLedger) {
  function createTransfer(body: Json) {
    const destination = String(body['destination'] ?? '');
    if (!accounts.has(destination))
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            param: 'destination',
            message: `No such destination: '${destination}'`,
          },
        },
      };
    const currency = String(body['currency']);
    const source = body['source_transaction'] === undefined ? null : String(body['source_transaction']);
    const charge = source === null ? undefined : charges.get(source);
    if (source !== null && !charge)
      return error(400, 'invalid_request_error', 'resource_missing', `No such charge: '${source}'`);
    if (charge && charge.currency !== currency)
      return error(
        400,
        'invalid_request_error',
        'transfer_source_balance_parameters_mismatch',
        `The currency of source_transaction's balance transaction (${charge.currency}) must be the same as the transfer currency (${currency})`,
      );
    const id = newId('tr');
    const transfer = {
      ...fixture('transfer'),
      id,
      created: now(),
      amount: Number(body['amount']),
      currency,
      destination,
      destination_payment: newId('py'),
      metadata: body['metadata'] ?? {},
      source_transaction: source,
      transfer_group: body['transfer_group'] ?? null,
      reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
    };
    objects.set(id, transfer);
    return { status: 200, body: transfer };
  }

  /** A refund of a captured intent's charge, at most what is left of it (Stripe's checks and words). */
  function createRefund(body: Json) {
    const intentId = String(body['payment_intent'] ?? '');
    const intent = objects.get(intentId);
    if (!intent)
      return error(400, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${intentId}'`);
    if (intent['status'] !== 'succeeded')
      return error(
        400,
        'invalid_request_error',
        'charge_not_refundable',
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      );
    const received = Number(intent['amount_received']);
    const refunded = Number(intent['amount_refunded_fake'] ?? 0);
    const amount = body['amount'] === undefined ? received - refunded : Number(body['amount']);
    if (amount > received - refunded)
      return error(
        400,
        'invalid_request_error',
        'amount_too_large',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${received - refunded})`,
      );
    intent['amount_refunded_fake'] = refunded + amount;
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: intent['latest_charge'] ?? null,
      created: now(),
      currency: intent['currency'],
      metadata: body['metadata'] ?? {},
      payment_intent: intentId,
      reason: body['reason'] ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    objects.set(String(refund.id), refund);
    return { status: 200, body: refund };
  }

  /** A reversal of a transfer, at most what is left of it. */
  function createReversal(transferId: string, body: Json) {
    const transfer = objects.get(transferId);
    if (!transfer)
      return error(404, 'invalid_request_error', 'resource_missing', `No such transfer: '${transferId}'`);
    const left = Number(transfer['amount']) - Number(transfer['amount_reversed'] ?? 0);
    const amount = body['amount'] === undefined ? left : Number(body['amount']);
    if (amount > left)
      return error(
        400,
        'invalid_request_error',
        'amount_too_large',
        `Amount (${amount}) is greater than the amount of the transfer that is not reversed yet (${left})`,
      );
    transfer['amount_reversed'] = Number(transfer['amount_reversed'] ?? 0) + amount;
    const reversal = {
      id: newId('trr'),
      object: 'transfer_reversal',
      amount,
      balance_transaction: newId('txn'),
      created: now(),
      currency: transfer['currency'],
      destination_payment_refund: newId('pyr'),
      metadata: body['metadata'] ?? {},
      source_refund: null,
      transfer: transferId,
    };
    return { status: 200, body: reversal };
  }

  return { createTransfer, createRefund, createReversal };
}
