import http from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  fakeError as error,
  fixture,
  type CardDecline,
  type Json,
  type RecordedRequest,
  type StripeFake,
} from './stripe-fake-parts.ts';
import { fakeMoneyCalls } from './stripe-fake-money.ts';

/**
 * A small local stand-in for the Stripe API endpoints the Stripe adapter calls, answering with Stripe's recorded
 * object shapes (fixtures/, trimmed from stripe/openapi's fixtures3.json) filled in from each request, and recording
 * every request (method, path, headers, decoded form body) for the tests to read.
 */

export type { CardDecline, RecordedRequest, StripeFake } from './stripe-fake-parts.ts';

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

  const { createTransfer, createRefund, createReversal } = fakeMoneyCalls({
    objects,
    accounts,
    charges,
    newId,
    now,
  });

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
