import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the Stripe API endpoints the Stripe adapter calls, answering with Stripe's recorded
 * object shapes (fixtures/, trimmed from stripe/openapi's fixtures3.json) filled in from each request, and recording
 * every request (method, path, headers, decoded form body) for the tests to read.
 */

type Json = Record<string, unknown>;

const fixture = (name: string): Json =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8')) as Json;

export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Json };

export type CardDecline = { code: string; decline_code: string; message: string };

export type StripeFake = {
  options: { host: string; port: number; protocol: 'http' };
  requests: RecordedRequest[];
  /** Saved payment methods the fake declines off-session, with the error Stripe gives. */
  declines: Map<string, CardDecline>;
  /** Connected accounts the fake knows, by id (POST /v1/accounts adds one, not yet onboarded). */
  accounts: Map<string, { charges_enabled: boolean; payouts_enabled: boolean; details_submitted: boolean }>;
  /** The charges behind held or captured intents (`latest_charge`), by id. */
  charges: Map<string, { amount: number; currency: string; payment_intent: string }>;
  /** Cards the fake knows, by id, with the customer each is attached to (null: detached or never saved). */
  paymentMethods: Map<string, { customer: string | null }>;
  /** Answers the next `count` requests with a server error (an outage). */
  failNext(count: number): void;
  /** Puts an intent in a status (as if the customer confirmed it in the browser). */
  setStatus(id: string, status: string): void;
  close(): Promise<void>;
};

/** Stripe's form encoding back into objects: `metadata[a]=1` → { metadata: { a: '1' } }, `types[0]=card` → array. */
export function decodeForm(text: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = [...key.matchAll(/[^[\]]+/g)].map((match) => match[0]);
    let target: Json = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        target[part] = value;
        return;
      }
      const next = parts[index + 1]!;
      target[part] ??= /^\d+$/.test(next) ? [] : {};
      target = target[part] as Json;
    });
  }
  return result;
}

/**
 * Stripe's test PaymentMethods that attach to a customer and are then refused when charged off-session
 * (https://docs.stripe.com/testing): the fake declines them as Stripe does, with Stripe's error.
 */
export const STRIPE_TEST_DECLINES: Readonly<Record<string, CardDecline>> = {
  pm_card_chargeCustomerFail: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_authenticationRequired: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  pm_card_insufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

const error = (status: number, type: string, code: string, message: string, extra: Json = {}) => ({
  status,
  body: { error: { type, code, message, ...extra } },
});

export async function startStripeFake(): Promise<StripeFake> {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, Json>();
  const declines = new Map<string, CardDecline>(Object.entries(STRIPE_TEST_DECLINES));
  const accounts: StripeFake['accounts'] = new Map();
  const charges: StripeFake['charges'] = new Map();
  const paymentMethods: StripeFake['paymentMethods'] = new Map();
  const byIdempotencyKey = new Map<string, { text: string; result: { status: number; body: unknown } }>();
  let failures = 0;
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_Fake${String((counter += 1)).padStart(20, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  /** A held intent has a charge (its `latest_charge`), which a transfer may name as its source. */
  function hold(intent: Json) {
    const charge = newId('ch');
    charges.set(charge, {
      amount: Number(intent['amount']),
      currency: String(intent['currency']),
      payment_intent: String(intent['id']),
    });
    Object.assign(intent, {
      status: 'requires_capture',
      amount_capturable: intent['amount'],
      latest_charge: charge,
    });
  }

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

  function createPaymentIntent(body: Json) {
    const id = newId('pi');
    const transfer = body['transfer_data'] as Json | undefined;
    const intent: Json = {
      ...fixture('payment-intent'),
      id,
      client_secret: `${id}_secret_FakeSecret`,
      created: now(),
      amount: Number(body['amount']),
      currency: body['currency'],
      customer: body['customer'] ?? null,
      capture_method: body['capture_method'] ?? 'automatic',
      metadata: body['metadata'] ?? {},
      payment_method: body['payment_method'] ?? null,
      application_fee_amount: body['application_fee_amount'] ? Number(body['application_fee_amount']) : null,
      transfer_data: transfer ? { destination: transfer['destination'] } : null,
    };
    objects.set(id, intent);
    if (body['confirm'] !== 'true') {
      // Created with its card but not confirmed: Stripe waits for the confirmation (the browser's, on-session).
      if (body['payment_method']) intent['status'] = 'requires_confirmation';
      return { status: 200, body: intent };
    }
    const decline = declines.get(String(body['payment_method']));
    if (decline) {
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: { type: 'card_error', ...decline },
      });
      const cardError = fixture('card-error')['error'] as Json;
      return { status: 402, body: { error: { ...cardError, ...decline, payment_intent: intent } } };
    }
    hold(intent);
    return { status: 200, body: intent };
  }

  /** GET a card, or POST its detach: Stripe refuses to detach a card attached to nobody. */
  function paymentMethodCall(method: string, id: string, detach: boolean) {
    const card = paymentMethods.get(id);
    if (!card)
      return error(404, 'invalid_request_error', 'resource_missing', `No such PaymentMethod: '${id}'`);
    if (method === 'POST' && detach) {
      if (card.customer === null)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message:
                'The payment method you provided is not attached to a customer so detachment is impossible.',
            },
          },
        };
      card.customer = null;
    }
    return { status: 200, body: { ...fixture('payment-method'), id, customer: card.customer } };
  }

  function answer(method: string, url: string, body: Json): { status: number; body: unknown } {
    if (method === 'POST' && url === '/v1/customers') {
      const customer = { ...fixture('customer'), id: newId('cus'), created: now(), ...body };
      return { status: 200, body: customer };
    }
    if (method === 'POST' && url === '/v1/setup_intents') {
      const id = newId('seti');
      const intent = {
        ...fixture('setup-intent'),
        id,
        client_secret: `${id}_secret_FakeSecret`,
        created: now(),
        customer: body['customer'] ?? null,
        usage: body['usage'] ?? 'off_session',
        metadata: body['metadata'] ?? {},
      };
      objects.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && url === '/v1/payment_intents') return createPaymentIntent(body);
    if (method === 'POST' && url === '/v1/transfers') return createTransfer(body);
    if (method === 'POST' && url === '/v1/refunds') return createRefund(body);
    const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(url);
    if (method === 'POST' && reversal) return createReversal(reversal[1]!, body);
    if (method === 'POST' && url === '/v1/accounts') {
      const id = newId('acct');
      const flags = { charges_enabled: false, payouts_enabled: false, details_submitted: false };
      accounts.set(id, flags);
      const account = {
        ...fixture('account'),
        id,
        created: now(),
        email: body['email'] ?? null,
        country: body['country'] ?? 'US',
        metadata: body['metadata'] ?? {},
        type: 'express',
        capabilities: { transfers: 'inactive' },
        ...flags,
      };
      return { status: 200, body: account };
    }
    if (method === 'POST' && url === '/v1/account_links') {
      const account = String(body['account'] ?? '');
      if (!accounts.has(account))
        return error(400, 'invalid_request_error', 'resource_missing', `No such account: '${account}'`);
      const link = {
        ...fixture('account-link'),
        created: now(),
        expires_at: now() + 300,
        url: `https://connect.stripe.com/setup/e/${account}/${newId('link')}`,
      };
      return { status: 200, body: link };
    }

    const card = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(url);
    if (card) return paymentMethodCall(method, card[1]!, card[2] !== undefined);

    const match =
      /^\/v1\/(payment_intents|setup_intents|accounts|transfers)\/([^/]+)(?:\/(capture|cancel))?$/.exec(url);
    if (!match)
      return error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${url})`);
    const [, collection, id, action] = match as unknown as [string, string, string, string | undefined];
    if (collection === 'accounts') {
      const flags = accounts.get(id);
      if (!flags) return error(404, 'invalid_request_error', 'resource_missing', `No such account: '${id}'`);
      return { status: 200, body: { ...fixture('account'), id, ...flags } };
    }
    const object = objects.get(id);
    const noun =
      collection === 'payment_intents'
        ? 'payment_intent'
        : collection === 'transfers'
          ? 'transfer'
          : 'setup_intent';
    if (!object) {
      const missing = fixture('invalid-request-error')['error'] as Json;
      return { status: 404, body: { error: { ...missing, message: `No such ${noun}: '${id}'` } } };
    }
    if (method === 'GET' && !action) return { status: 200, body: object };
    const status = String(object['status']);
    const unexpected = () =>
      error(
        400,
        'invalid_request_error',
        `${noun}_unexpected_state`,
        `This ${noun} has a status of ${status}.`,
      );
    if (action === 'capture') {
      if (status !== 'requires_capture') return unexpected();
      const amount = body['amount_to_capture'] ? Number(body['amount_to_capture']) : Number(object['amount']);
      Object.assign(object, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      return { status: 200, body: object };
    }
    if (action === 'cancel') {
      if (status === 'succeeded' || status === 'canceled') return unexpected();
      Object.assign(object, { status: 'canceled', amount_capturable: 0 });
      return { status: 200, body: object };
    }
    return error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${url})`);
  }

  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const url = (request.url ?? '/').split('?')[0]!;
      const body = decodeForm(text);
      requests.push({ method, path: url, headers: request.headers, body });
      let result: { status: number; body: unknown };
      const key = request.headers['idempotency-key'];
      const replay = typeof key === 'string' ? byIdempotencyKey.get(`${url}|${key}`) : undefined;
      if (failures > 0) {
        failures -= 1;
        result = error(500, 'api_error', 'api_error', 'An unknown error occurred');
      } else if (replay && replay.text !== text) {
        // Stripe's refusal of a key reused with other parameters.
        result = {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`,
            },
          },
        };
      } else if (replay) {
        result = replay.result;
      } else {
        result = answer(method, url, body);
        if (typeof key === 'string' && method === 'POST')
          byIdempotencyKey.set(`${url}|${key}`, { text, result });
      }
      response.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': `req_${counter}`,
      });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    options: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    declines,
    accounts,
    charges,
    paymentMethods,
    failNext(count) {
      failures = count;
    },
    setStatus(id, status) {
      const object = objects.get(id);
      if (!object) throw new Error(`the fake has no ${id}`);
      if (status === 'requires_capture') hold(object);
      else object['status'] = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
